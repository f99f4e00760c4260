/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ message: NonNullable<unknown> }} Admin_Devotional_Load_FailedInputs */

const en_admin_devotional_load_failed = /** @type {(inputs: Admin_Devotional_Load_FailedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Failed to fetch devotionals: ${i?.message}`)
};

const es_admin_devotional_load_failed = /** @type {(inputs: Admin_Devotional_Load_FailedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`No se pudieron cargar los devocionales: ${i?.message}`)
};

/**
* | output |
* | --- |
* | "Failed to fetch devotionals: {message}" |
*
* @param {Admin_Devotional_Load_FailedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const admin_devotional_load_failed = /** @type {((inputs: Admin_Devotional_Load_FailedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Devotional_Load_FailedInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_devotional_load_failed(inputs)
	return en_admin_devotional_load_failed(inputs)
});