/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Plans_AddedInputs */

const en_admin_plans_added = /** @type {(inputs: Admin_Plans_AddedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reading Plan Added`)
};

const es_admin_plans_added = /** @type {(inputs: Admin_Plans_AddedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Plan de lectura añadido`)
};

/**
* | output |
* | --- |
* | "Reading Plan Added" |
*
* @param {Admin_Plans_AddedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const admin_plans_added = /** @type {((inputs?: Admin_Plans_AddedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Plans_AddedInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_plans_added(inputs)
	return en_admin_plans_added(inputs)
});