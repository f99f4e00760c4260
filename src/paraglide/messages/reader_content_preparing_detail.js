/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reader_Content_Preparing_DetailInputs */

const en_reader_content_preparing_detail = /** @type {(inputs: Reader_Content_Preparing_DetailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Our comprehensive Bible system is loading content. Please try again in a moment.`)
};

const es_reader_content_preparing_detail = /** @type {(inputs: Reader_Content_Preparing_DetailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La Biblia se está cargando. Vuelve a intentarlo en un momento.`)
};

/**
* | output |
* | --- |
* | "Our comprehensive Bible system is loading content. Please try again in a moment." |
*
* @param {Reader_Content_Preparing_DetailInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const reader_content_preparing_detail = /** @type {((inputs?: Reader_Content_Preparing_DetailInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reader_Content_Preparing_DetailInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_reader_content_preparing_detail(inputs)
	return en_reader_content_preparing_detail(inputs)
});