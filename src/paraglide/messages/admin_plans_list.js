/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Plans_ListInputs */

const en_admin_plans_list = /** @type {(inputs: Admin_Plans_ListInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reading plans`)
};

const es_admin_plans_list = /** @type {(inputs: Admin_Plans_ListInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Planes de lectura`)
};

/**
* | output |
* | --- |
* | "Reading plans" |
*
* @param {Admin_Plans_ListInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const admin_plans_list = /** @type {((inputs?: Admin_Plans_ListInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Plans_ListInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_plans_list(inputs)
	return en_admin_plans_list(inputs)
});