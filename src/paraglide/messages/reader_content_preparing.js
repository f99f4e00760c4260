/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reader_Content_PreparingInputs */

const en_reader_content_preparing = /** @type {(inputs: Reader_Content_PreparingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Content is being prepared for this chapter`)
};

const es_reader_content_preparing = /** @type {(inputs: Reader_Content_PreparingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Estamos preparando este capítulo`)
};

/**
* | output |
* | --- |
* | "Content is being prepared for this chapter" |
*
* @param {Reader_Content_PreparingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const reader_content_preparing = /** @type {((inputs?: Reader_Content_PreparingInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reader_Content_PreparingInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_reader_content_preparing(inputs)
	return en_reader_content_preparing(inputs)
});