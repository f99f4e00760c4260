/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Learn_Streak_About_StartInputs */

const en_learn_streak_about_start = /** @type {(inputs: Learn_Streak_About_StartInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Reading a chapter, practising a verse or playing a game starts ${i?.name}'s streak!`)
};

const es_learn_streak_about_start = /** @type {(inputs: Learn_Streak_About_StartInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Leer un capítulo, practicar un versículo o jugar un juego empieza la racha de ${i?.name}.`)
};

/**
* | output |
* | --- |
* | "Reading a chapter, practising a verse or playing a game starts {name}'s streak!" |
*
* @param {Learn_Streak_About_StartInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const learn_streak_about_start = /** @type {((inputs: Learn_Streak_About_StartInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Learn_Streak_About_StartInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_learn_streak_about_start(inputs)
	return en_learn_streak_about_start(inputs)
});