/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Bible_Words_Load_FailedInputs */

const en_bible_words_load_failed = /** @type {(inputs: Bible_Words_Load_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The meaning could not be loaded. Please try again when you are online.`)
};

const es_bible_words_load_failed = /** @type {(inputs: Bible_Words_Load_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No pudimos cargar lo que significa. Vuelve a intentarlo cuando tengas conexión.`)
};

/**
* | output |
* | --- |
* | "The meaning could not be loaded. Please try again when you are online." |
*
* @param {Bible_Words_Load_FailedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const bible_words_load_failed = /** @type {((inputs?: Bible_Words_Load_FailedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Bible_Words_Load_FailedInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_bible_words_load_failed(inputs)
	return en_bible_words_load_failed(inputs)
});