/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Groups_Page_TitleInputs */

const en_groups_page_title = /** @type {(inputs: Groups_Page_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`My class groups`)
};

const es_groups_page_title = /** @type {(inputs: Groups_Page_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mis grupos de clase`)
};

/**
* | output |
* | --- |
* | "My class groups" |
*
* @param {Groups_Page_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const groups_page_title = /** @type {((inputs?: Groups_Page_TitleInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Groups_Page_TitleInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_groups_page_title(inputs)
	return en_groups_page_title(inputs)
});