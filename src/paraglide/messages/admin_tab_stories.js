/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Tab_StoriesInputs */

const en_admin_tab_stories = /** @type {(inputs: Admin_Tab_StoriesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Stories`)
};

const es_admin_tab_stories = /** @type {(inputs: Admin_Tab_StoriesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Historias`)
};

/**
* | output |
* | --- |
* | "Stories" |
*
* @param {Admin_Tab_StoriesInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const admin_tab_stories = /** @type {((inputs?: Admin_Tab_StoriesInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Tab_StoriesInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_tab_stories(inputs)
	return en_admin_tab_stories(inputs)
});