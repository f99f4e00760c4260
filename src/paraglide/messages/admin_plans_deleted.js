/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Plans_DeletedInputs */

const en_admin_plans_deleted = /** @type {(inputs: Admin_Plans_DeletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reading Plan Deleted`)
};

const es_admin_plans_deleted = /** @type {(inputs: Admin_Plans_DeletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Plan de lectura eliminado`)
};

/**
* | output |
* | --- |
* | "Reading Plan Deleted" |
*
* @param {Admin_Plans_DeletedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const admin_plans_deleted = /** @type {((inputs?: Admin_Plans_DeletedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Plans_DeletedInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_plans_deleted(inputs)
	return en_admin_plans_deleted(inputs)
});