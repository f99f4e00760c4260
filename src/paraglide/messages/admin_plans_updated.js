/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Plans_UpdatedInputs */

const en_admin_plans_updated = /** @type {(inputs: Admin_Plans_UpdatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reading Plan Updated`)
};

const es_admin_plans_updated = /** @type {(inputs: Admin_Plans_UpdatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Plan de lectura actualizado`)
};

/**
* | output |
* | --- |
* | "Reading Plan Updated" |
*
* @param {Admin_Plans_UpdatedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const admin_plans_updated = /** @type {((inputs?: Admin_Plans_UpdatedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Plans_UpdatedInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_plans_updated(inputs)
	return en_admin_plans_updated(inputs)
});