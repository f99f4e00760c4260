/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Sets_ListInputs */

const en_admin_sets_list = /** @type {(inputs: Admin_Sets_ListInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Built-in verse sets`)
};

const es_admin_sets_list = /** @type {(inputs: Admin_Sets_ListInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Series de versículos incluidas`)
};

/**
* | output |
* | --- |
* | "Built-in verse sets" |
*
* @param {Admin_Sets_ListInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const admin_sets_list = /** @type {((inputs?: Admin_Sets_ListInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Sets_ListInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_sets_list(inputs)
	return en_admin_sets_list(inputs)
});