/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Plans_EmptyInputs */

const en_admin_plans_empty = /** @type {(inputs: Admin_Plans_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No reading plans yet.`)
};

const es_admin_plans_empty = /** @type {(inputs: Admin_Plans_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Todavía no hay planes de lectura.`)
};

/**
* | output |
* | --- |
* | "No reading plans yet." |
*
* @param {Admin_Plans_EmptyInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const admin_plans_empty = /** @type {((inputs?: Admin_Plans_EmptyInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Plans_EmptyInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_plans_empty(inputs)
	return en_admin_plans_empty(inputs)
});