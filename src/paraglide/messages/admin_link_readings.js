/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Link_ReadingsInputs */

const en_admin_link_readings = /** @type {(inputs: Admin_Link_ReadingsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Daily Readings`)
};

const es_admin_link_readings = /** @type {(inputs: Admin_Link_ReadingsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lecturas diarias`)
};

/**
* | output |
* | --- |
* | "Daily Readings" |
*
* @param {Admin_Link_ReadingsInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const admin_link_readings = /** @type {((inputs?: Admin_Link_ReadingsInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Link_ReadingsInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_link_readings(inputs)
	return en_admin_link_readings(inputs)
});