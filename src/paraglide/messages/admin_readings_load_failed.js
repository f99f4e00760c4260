/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ message: NonNullable<unknown> }} Admin_Readings_Load_FailedInputs */

const en_admin_readings_load_failed = /** @type {(inputs: Admin_Readings_Load_FailedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Failed to fetch readings: ${i?.message}`)
};

const es_admin_readings_load_failed = /** @type {(inputs: Admin_Readings_Load_FailedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`No se pudieron cargar las lecturas: ${i?.message}`)
};

/**
* | output |
* | --- |
* | "Failed to fetch readings: {message}" |
*
* @param {Admin_Readings_Load_FailedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const admin_readings_load_failed = /** @type {((inputs: Admin_Readings_Load_FailedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Readings_Load_FailedInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_readings_load_failed(inputs)
	return en_admin_readings_load_failed(inputs)
});