/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Section_Bible_ExplorerInputs */

const en_home_section_bible_explorer = /** @type {(inputs: Home_Section_Bible_ExplorerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bible Explorer`)
};

const es_home_section_bible_explorer = /** @type {(inputs: Home_Section_Bible_ExplorerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Explorador bíblico`)
};

/**
* | output |
* | --- |
* | "Bible Explorer" |
*
* @param {Home_Section_Bible_ExplorerInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const home_section_bible_explorer = /** @type {((inputs?: Home_Section_Bible_ExplorerInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Section_Bible_ExplorerInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_home_section_bible_explorer(inputs)
	return en_home_section_bible_explorer(inputs)
});