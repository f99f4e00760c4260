/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Build_LoadingInputs */

const en_admin_build_loading = /** @type {(inputs: Admin_Build_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading build status...`)
};

const es_admin_build_loading = /** @type {(inputs: Admin_Build_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cargando el estado de la compilación...`)
};

/**
* | output |
* | --- |
* | "Loading build status..." |
*
* @param {Admin_Build_LoadingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const admin_build_loading = /** @type {((inputs?: Admin_Build_LoadingInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Build_LoadingInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_build_loading(inputs)
	return en_admin_build_loading(inputs)
});