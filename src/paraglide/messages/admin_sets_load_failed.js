/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ message: NonNullable<unknown> }} Admin_Sets_Load_FailedInputs */

const en_admin_sets_load_failed = /** @type {(inputs: Admin_Sets_Load_FailedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Failed to fetch verse sets: ${i?.message}`)
};

const es_admin_sets_load_failed = /** @type {(inputs: Admin_Sets_Load_FailedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`No se pudieron cargar las series de versículos: ${i?.message}`)
};

/**
* | output |
* | --- |
* | "Failed to fetch verse sets: {message}" |
*
* @param {Admin_Sets_Load_FailedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const admin_sets_load_failed = /** @type {((inputs: Admin_Sets_Load_FailedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Sets_Load_FailedInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_sets_load_failed(inputs)
	return en_admin_sets_load_failed(inputs)
});