/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ message: NonNullable<unknown> }} Admin_Plans_Load_FailedInputs */

const en_admin_plans_load_failed = /** @type {(inputs: Admin_Plans_Load_FailedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Failed to fetch reading plans: ${i?.message}`)
};

const es_admin_plans_load_failed = /** @type {(inputs: Admin_Plans_Load_FailedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`No se pudieron cargar los planes de lectura: ${i?.message}`)
};

/**
* | output |
* | --- |
* | "Failed to fetch reading plans: {message}" |
*
* @param {Admin_Plans_Load_FailedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const admin_plans_load_failed = /** @type {((inputs: Admin_Plans_Load_FailedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Plans_Load_FailedInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_plans_load_failed(inputs)
	return en_admin_plans_load_failed(inputs)
});