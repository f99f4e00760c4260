/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ time: NonNullable<unknown> }} Admin_Build_FailedInputs */

const en_admin_build_failed = /** @type {(inputs: Admin_Build_FailedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The last build failed (${i?.time}); the site still shows the previous build.`)
};

const es_admin_build_failed = /** @type {(inputs: Admin_Build_FailedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`La última compilación falló (${i?.time}); el sitio sigue mostrando la anterior.`)
};

/**
* | output |
* | --- |
* | "The last build failed ({time}); the site still shows the previous build." |
*
* @param {Admin_Build_FailedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const admin_build_failed = /** @type {((inputs: Admin_Build_FailedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Build_FailedInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_build_failed(inputs)
	return en_admin_build_failed(inputs)
});