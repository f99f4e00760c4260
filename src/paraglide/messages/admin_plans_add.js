/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Plans_AddInputs */

const en_admin_plans_add = /** @type {(inputs: Admin_Plans_AddInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Add Reading Plan`)
};

const es_admin_plans_add = /** @type {(inputs: Admin_Plans_AddInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Añadir plan de lectura`)
};

/**
* | output |
* | --- |
* | "Add Reading Plan" |
*
* @param {Admin_Plans_AddInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const admin_plans_add = /** @type {((inputs?: Admin_Plans_AddInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Plans_AddInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_plans_add(inputs)
	return en_admin_plans_add(inputs)
});