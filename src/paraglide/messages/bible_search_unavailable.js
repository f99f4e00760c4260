/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Bible_Search_UnavailableInputs */

const en_bible_search_unavailable = /** @type {(inputs: Bible_Search_UnavailableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Search is not available right now. Please try again in a moment.`)
};

const es_bible_search_unavailable = /** @type {(inputs: Bible_Search_UnavailableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La búsqueda no funciona en este momento. Vuelve a intentarlo en un ratito.`)
};

/**
* | output |
* | --- |
* | "Search is not available right now. Please try again in a moment." |
*
* @param {Bible_Search_UnavailableInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const bible_search_unavailable = /** @type {((inputs?: Bible_Search_UnavailableInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Bible_Search_UnavailableInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_bible_search_unavailable(inputs)
	return en_bible_search_unavailable(inputs)
});