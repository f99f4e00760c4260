/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Bulk_ProblemsInputs */

const en_admin_bulk_problems = /** @type {(inputs: Admin_Bulk_ProblemsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`These were not imported:`)
};

const es_admin_bulk_problems = /** @type {(inputs: Admin_Bulk_ProblemsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Estos no se importaron:`)
};

/**
* | output |
* | --- |
* | "These were not imported:" |
*
* @param {Admin_Bulk_ProblemsInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const admin_bulk_problems = /** @type {((inputs?: Admin_Bulk_ProblemsInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Bulk_ProblemsInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_bulk_problems(inputs)
	return en_admin_bulk_problems(inputs)
});