/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Admin_Build_KeptInputs */

const en_admin_build_kept = /** @type {(inputs: Admin_Build_KeptInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Kept builds (${i?.count})`)
};

const es_admin_build_kept = /** @type {(inputs: Admin_Build_KeptInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Compilaciones guardadas (${i?.count})`)
};

/**
* | output |
* | --- |
* | "Kept builds ({count})" |
*
* @param {Admin_Build_KeptInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const admin_build_kept = /** @type {((inputs: Admin_Build_KeptInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Build_KeptInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_build_kept(inputs)
	return en_admin_build_kept(inputs)
});