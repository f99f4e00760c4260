/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reader_Sign_In_For_VersesInputs */

const en_reader_sign_in_for_verses = /** @type {(inputs: Reader_Sign_In_For_VersesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please sign in to save the verses you learn.`)
};

const es_reader_sign_in_for_verses = /** @type {(inputs: Reader_Sign_In_For_VersesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inicia sesión para guardar los versículos que aprendes.`)
};

/**
* | output |
* | --- |
* | "Please sign in to save the verses you learn." |
*
* @param {Reader_Sign_In_For_VersesInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const reader_sign_in_for_verses = /** @type {((inputs?: Reader_Sign_In_For_VersesInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reader_Sign_In_For_VersesInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_reader_sign_in_for_verses(inputs)
	return en_reader_sign_in_for_verses(inputs)
});