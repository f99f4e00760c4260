/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Readings_AddInputs */

const en_admin_readings_add = /** @type {(inputs: Admin_Readings_AddInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Add Reading`)
};

const es_admin_readings_add = /** @type {(inputs: Admin_Readings_AddInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Añadir lectura`)
};

/**
* | output |
* | --- |
* | "Add Reading" |
*
* @param {Admin_Readings_AddInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const admin_readings_add = /** @type {((inputs?: Admin_Readings_AddInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Readings_AddInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_readings_add(inputs)
	return en_admin_readings_add(inputs)
});