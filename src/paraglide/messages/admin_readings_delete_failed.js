/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Readings_Delete_FailedInputs */

const en_admin_readings_delete_failed = /** @type {(inputs: Admin_Readings_Delete_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Failed to delete reading`)
};

const es_admin_readings_delete_failed = /** @type {(inputs: Admin_Readings_Delete_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudo eliminar la lectura`)
};

/**
* | output |
* | --- |
* | "Failed to delete reading" |
*
* @param {Admin_Readings_Delete_FailedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const admin_readings_delete_failed = /** @type {((inputs?: Admin_Readings_Delete_FailedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Readings_Delete_FailedInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_readings_delete_failed(inputs)
	return en_admin_readings_delete_failed(inputs)
});