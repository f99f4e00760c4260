/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Readings_ListInputs */

const en_admin_readings_list = /** @type {(inputs: Admin_Readings_ListInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reading plan`)
};

const es_admin_readings_list = /** @type {(inputs: Admin_Readings_ListInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Plan de lecturas`)
};

/**
* | output |
* | --- |
* | "Reading plan" |
*
* @param {Admin_Readings_ListInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const admin_readings_list = /** @type {((inputs?: Admin_Readings_ListInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Readings_ListInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_readings_list(inputs)
	return en_admin_readings_list(inputs)
});