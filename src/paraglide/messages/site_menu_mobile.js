/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Site_Menu_MobileInputs */

const en_site_menu_mobile = /** @type {(inputs: Site_Menu_MobileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mobile`)
};

const es_site_menu_mobile = /** @type {(inputs: Site_Menu_MobileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Menú`)
};

/**
* | output |
* | --- |
* | "Mobile" |
*
* @param {Site_Menu_MobileInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const site_menu_mobile = /** @type {((inputs?: Site_Menu_MobileInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Site_Menu_MobileInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_site_menu_mobile(inputs)
	return en_site_menu_mobile(inputs)
});