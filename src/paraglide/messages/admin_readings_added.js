/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Readings_AddedInputs */

const en_admin_readings_added = /** @type {(inputs: Admin_Readings_AddedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reading Added`)
};

const es_admin_readings_added = /** @type {(inputs: Admin_Readings_AddedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lectura añadida`)
};

/**
* | output |
* | --- |
* | "Reading Added" |
*
* @param {Admin_Readings_AddedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const admin_readings_added = /** @type {((inputs?: Admin_Readings_AddedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Readings_AddedInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_readings_added(inputs)
	return en_admin_readings_added(inputs)
});