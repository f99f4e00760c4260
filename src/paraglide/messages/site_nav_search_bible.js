/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Site_Nav_Search_BibleInputs */

const en_site_nav_search_bible = /** @type {(inputs: Site_Nav_Search_BibleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Search the Bible`)
};

const es_site_nav_search_bible = /** @type {(inputs: Site_Nav_Search_BibleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Buscar en la Biblia`)
};

/**
* | output |
* | --- |
* | "Search the Bible" |
*
* @param {Site_Nav_Search_BibleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const site_nav_search_bible = /** @type {((inputs?: Site_Nav_Search_BibleInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Site_Nav_Search_BibleInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_site_nav_search_bible(inputs)
	return en_site_nav_search_bible(inputs)
});