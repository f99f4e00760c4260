/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ time: NonNullable<unknown> }} Admin_Build_BuiltInputs */

const en_admin_build_built = /** @type {(inputs: Admin_Build_BuiltInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Built ${i?.time}`)
};

const es_admin_build_built = /** @type {(inputs: Admin_Build_BuiltInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Compilada el ${i?.time}`)
};

/**
* | output |
* | --- |
* | "Built {time}" |
*
* @param {Admin_Build_BuiltInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const admin_build_built = /** @type {((inputs: Admin_Build_BuiltInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Build_BuiltInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_build_built(inputs)
	return en_admin_build_built(inputs)
});