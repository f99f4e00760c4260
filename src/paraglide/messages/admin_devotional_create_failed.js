/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Devotional_Create_FailedInputs */

const en_admin_devotional_create_failed = /** @type {(inputs: Admin_Devotional_Create_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Failed to create devotional`)
};

const es_admin_devotional_create_failed = /** @type {(inputs: Admin_Devotional_Create_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudo crear el devocional`)
};

/**
* | output |
* | --- |
* | "Failed to create devotional" |
*
* @param {Admin_Devotional_Create_FailedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const admin_devotional_create_failed = /** @type {((inputs?: Admin_Devotional_Create_FailedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Devotional_Create_FailedInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_devotional_create_failed(inputs)
	return en_admin_devotional_create_failed(inputs)
});