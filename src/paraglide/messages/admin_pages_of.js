/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ noun: NonNullable<unknown> }} Admin_Pages_OfInputs */

const en_admin_pages_of = /** @type {(inputs: Admin_Pages_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Pages of ${i?.noun}`)
};

const es_admin_pages_of = /** @type {(inputs: Admin_Pages_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Páginas de ${i?.noun}`)
};

/**
* | output |
* | --- |
* | "Pages of {noun}" |
*
* @param {Admin_Pages_OfInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const admin_pages_of = /** @type {((inputs: Admin_Pages_OfInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Pages_OfInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_pages_of(inputs)
	return en_admin_pages_of(inputs)
});