/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Learn_Quest_Sign_In_To_StartInputs */

const en_learn_quest_sign_in_to_start = /** @type {(inputs: Learn_Quest_Sign_In_To_StartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sign in to start`)
};

const es_learn_quest_sign_in_to_start = /** @type {(inputs: Learn_Quest_Sign_In_To_StartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inicia sesión para empezar`)
};

/**
* | output |
* | --- |
* | "Sign in to start" |
*
* @param {Learn_Quest_Sign_In_To_StartInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const learn_quest_sign_in_to_start = /** @type {((inputs?: Learn_Quest_Sign_In_To_StartInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Learn_Quest_Sign_In_To_StartInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_learn_quest_sign_in_to_start(inputs)
	return en_learn_quest_sign_in_to_start(inputs)
});