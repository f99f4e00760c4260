/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Sets_DescriptionInputs */

const en_admin_sets_description = /** @type {(inputs: Admin_Sets_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Short description`)
};

const es_admin_sets_description = /** @type {(inputs: Admin_Sets_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Descripción breve`)
};

/**
* | output |
* | --- |
* | "Short description" |
*
* @param {Admin_Sets_DescriptionInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const admin_sets_description = /** @type {((inputs?: Admin_Sets_DescriptionInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Sets_DescriptionInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_sets_description(inputs)
	return en_admin_sets_description(inputs)
});