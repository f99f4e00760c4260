/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Readings_Update_FailedInputs */

const en_admin_readings_update_failed = /** @type {(inputs: Admin_Readings_Update_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Failed to update reading`)
};

const es_admin_readings_update_failed = /** @type {(inputs: Admin_Readings_Update_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudo actualizar la lectura`)
};

/**
* | output |
* | --- |
* | "Failed to update reading" |
*
* @param {Admin_Readings_Update_FailedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const admin_readings_update_failed = /** @type {((inputs?: Admin_Readings_Update_FailedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Readings_Update_FailedInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_readings_update_failed(inputs)
	return en_admin_readings_update_failed(inputs)
});