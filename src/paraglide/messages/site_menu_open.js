/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Site_Menu_OpenInputs */

const en_site_menu_open = /** @type {(inputs: Site_Menu_OpenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Open menu`)
};

const es_site_menu_open = /** @type {(inputs: Site_Menu_OpenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Abrir el menú`)
};

/**
* | output |
* | --- |
* | "Open menu" |
*
* @param {Site_Menu_OpenInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const site_menu_open = /** @type {((inputs?: Site_Menu_OpenInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Site_Menu_OpenInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_site_menu_open(inputs)
	return en_site_menu_open(inputs)
});