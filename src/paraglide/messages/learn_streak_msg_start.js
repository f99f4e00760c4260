/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Learn_Streak_Msg_StartInputs */

const en_learn_streak_msg_start = /** @type {(inputs: Learn_Streak_Msg_StartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Read a chapter, practise a verse or play a game to start a streak!`)
};

const es_learn_streak_msg_start = /** @type {(inputs: Learn_Streak_Msg_StartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¡Lee un capítulo, practica un versículo o juega un juego para empezar una racha!`)
};

/**
* | output |
* | --- |
* | "Read a chapter, practise a verse or play a game to start a streak!" |
*
* @param {Learn_Streak_Msg_StartInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const learn_streak_msg_start = /** @type {((inputs?: Learn_Streak_Msg_StartInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Learn_Streak_Msg_StartInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_learn_streak_msg_start(inputs)
	return en_learn_streak_msg_start(inputs)
});