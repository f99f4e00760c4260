/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Bible_Words_LoadingInputs */

const en_bible_words_loading = /** @type {(inputs: Bible_Words_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Looking it up…`)
};

const es_bible_words_loading = /** @type {(inputs: Bible_Words_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Buscándola…`)
};

/**
* | output |
* | --- |
* | "Looking it up…" |
*
* @param {Bible_Words_LoadingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const bible_words_loading = /** @type {((inputs?: Bible_Words_LoadingInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Bible_Words_LoadingInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_bible_words_loading(inputs)
	return en_bible_words_loading(inputs)
});