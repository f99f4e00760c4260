/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Site_Nav_Bible_ExplorerInputs */

const en_site_nav_bible_explorer = /** @type {(inputs: Site_Nav_Bible_ExplorerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bible Explorer`)
};

const es_site_nav_bible_explorer = /** @type {(inputs: Site_Nav_Bible_ExplorerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Explorador bíblico`)
};

/**
* | output |
* | --- |
* | "Bible Explorer" |
*
* @param {Site_Nav_Bible_ExplorerInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const site_nav_bible_explorer = /** @type {((inputs?: Site_Nav_Bible_ExplorerInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Site_Nav_Bible_ExplorerInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_site_nav_bible_explorer(inputs)
	return en_site_nav_bible_explorer(inputs)
});