/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Bulk_ExampleInputs */

const en_admin_bulk_example = /** @type {(inputs: Admin_Bulk_ExampleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Show an example`)
};

const es_admin_bulk_example = /** @type {(inputs: Admin_Bulk_ExampleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ver un ejemplo`)
};

/**
* | output |
* | --- |
* | "Show an example" |
*
* @param {Admin_Bulk_ExampleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const admin_bulk_example = /** @type {((inputs?: Admin_Bulk_ExampleInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Bulk_ExampleInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_bulk_example(inputs)
	return en_admin_bulk_example(inputs)
});