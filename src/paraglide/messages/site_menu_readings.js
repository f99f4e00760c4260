/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Site_Menu_ReadingsInputs */

const en_site_menu_readings = /** @type {(inputs: Site_Menu_ReadingsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Readings`)
};

const es_site_menu_readings = /** @type {(inputs: Site_Menu_ReadingsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lecturas`)
};

/**
* | output |
* | --- |
* | "Readings" |
*
* @param {Site_Menu_ReadingsInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const site_menu_readings = /** @type {((inputs?: Site_Menu_ReadingsInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Site_Menu_ReadingsInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_site_menu_readings(inputs)
	return en_site_menu_readings(inputs)
});