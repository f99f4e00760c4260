/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Plans_Delete_FailedInputs */

const en_admin_plans_delete_failed = /** @type {(inputs: Admin_Plans_Delete_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Failed to delete reading plan`)
};

const es_admin_plans_delete_failed = /** @type {(inputs: Admin_Plans_Delete_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudo eliminar el plan de lectura`)
};

/**
* | output |
* | --- |
* | "Failed to delete reading plan" |
*
* @param {Admin_Plans_Delete_FailedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const admin_plans_delete_failed = /** @type {((inputs?: Admin_Plans_Delete_FailedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Plans_Delete_FailedInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_plans_delete_failed(inputs)
	return en_admin_plans_delete_failed(inputs)
});