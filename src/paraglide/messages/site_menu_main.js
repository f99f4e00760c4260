/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Site_Menu_MainInputs */

const en_site_menu_main = /** @type {(inputs: Site_Menu_MainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Main`)
};

const es_site_menu_main = /** @type {(inputs: Site_Menu_MainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Principal`)
};

/**
* | output |
* | --- |
* | "Main" |
*
* @param {Site_Menu_MainInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const site_menu_main = /** @type {((inputs?: Site_Menu_MainInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Site_Menu_MainInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_site_menu_main(inputs)
	return en_site_menu_main(inputs)
});