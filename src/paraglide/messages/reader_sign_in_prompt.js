/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reader_Sign_In_PromptInputs */

const en_reader_sign_in_prompt = /** @type {(inputs: Reader_Sign_In_PromptInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sign in to track your reading progress and complete Bible challenges!`)
};

const es_reader_sign_in_prompt = /** @type {(inputs: Reader_Sign_In_PromptInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¡Inicia sesión para llevar la cuenta de lo que lees y completar retos de la Biblia!`)
};

/**
* | output |
* | --- |
* | "Sign in to track your reading progress and complete Bible challenges!" |
*
* @param {Reader_Sign_In_PromptInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const reader_sign_in_prompt = /** @type {((inputs?: Reader_Sign_In_PromptInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reader_Sign_In_PromptInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_reader_sign_in_prompt(inputs)
	return en_reader_sign_in_prompt(inputs)
});