/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ seconds: NonNullable<unknown> }} Admin_Build_TookInputs */

const en_admin_build_took = /** @type {(inputs: Admin_Build_TookInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (` (built in ${i?.seconds} s)`)
};

const es_admin_build_took = /** @type {(inputs: Admin_Build_TookInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (` (compilado en ${i?.seconds} s)`)
};

/**
* | output |
* | --- |
* | "(built in {seconds} s)" |
*
* @param {Admin_Build_TookInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const admin_build_took = /** @type {((inputs: Admin_Build_TookInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Build_TookInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_build_took(inputs)
	return en_admin_build_took(inputs)
});