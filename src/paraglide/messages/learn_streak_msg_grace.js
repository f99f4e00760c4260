/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Learn_Streak_Msg_GraceInputs */

const en_learn_streak_msg_grace = /** @type {(inputs: Learn_Streak_Msg_GraceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Yesterday was a grace day, so your streak is safe. Welcome back!`)
};

const es_learn_streak_msg_grace = /** @type {(inputs: Learn_Streak_Msg_GraceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ayer fue un día de gracia, así que tu racha está a salvo. ¡Qué bueno verte otra vez!`)
};

/**
* | output |
* | --- |
* | "Yesterday was a grace day, so your streak is safe. Welcome back!" |
*
* @param {Learn_Streak_Msg_GraceInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const learn_streak_msg_grace = /** @type {((inputs?: Learn_Streak_Msg_GraceInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Learn_Streak_Msg_GraceInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_learn_streak_msg_grace(inputs)
	return en_learn_streak_msg_grace(inputs)
});