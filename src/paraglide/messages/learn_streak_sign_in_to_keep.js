/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Learn_Streak_Sign_In_To_KeepInputs */

const en_learn_streak_sign_in_to_keep = /** @type {(inputs: Learn_Streak_Sign_In_To_KeepInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`to keep a streak: read a chapter, practise a verse, play a game or open the day’s devotional.`)
};

const es_learn_streak_sign_in_to_keep = /** @type {(inputs: Learn_Streak_Sign_In_To_KeepInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`para llevar una racha: lee un capítulo, practica un versículo, juega un juego o abre el devocional del día.`)
};

/**
* | output |
* | --- |
* | "to keep a streak: read a chapter, practise a verse, play a game or open the day’s devotional." |
*
* @param {Learn_Streak_Sign_In_To_KeepInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const learn_streak_sign_in_to_keep = /** @type {((inputs?: Learn_Streak_Sign_In_To_KeepInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Learn_Streak_Sign_In_To_KeepInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_learn_streak_sign_in_to_keep(inputs)
	return en_learn_streak_sign_in_to_keep(inputs)
});