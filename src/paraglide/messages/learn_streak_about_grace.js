/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Learn_Streak_About_GraceInputs */

const en_learn_streak_about_grace = /** @type {(inputs: Learn_Streak_About_GraceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Yesterday was a grace day, so ${i?.name}'s streak is safe.`)
};

const es_learn_streak_about_grace = /** @type {(inputs: Learn_Streak_About_GraceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ayer fue un día de gracia, así que la racha de ${i?.name} está a salvo.`)
};

/**
* | output |
* | --- |
* | "Yesterday was a grace day, so {name}'s streak is safe." |
*
* @param {Learn_Streak_About_GraceInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const learn_streak_about_grace = /** @type {((inputs: Learn_Streak_About_GraceInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Learn_Streak_About_GraceInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_learn_streak_about_grace(inputs)
	return en_learn_streak_about_grace(inputs)
});