/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Stories_Page_TitleInputs */

const en_stories_page_title = /** @type {(inputs: Stories_Page_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bible Stories`)
};

const es_stories_page_title = /** @type {(inputs: Stories_Page_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Historias bíblicas`)
};

/**
* | output |
* | --- |
* | "Bible Stories" |
*
* @param {Stories_Page_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const stories_page_title = /** @type {((inputs?: Stories_Page_TitleInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Stories_Page_TitleInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_stories_page_title(inputs)
	return en_stories_page_title(inputs)
});