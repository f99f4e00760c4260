/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Sets_LoadingInputs */

const en_admin_sets_loading = /** @type {(inputs: Admin_Sets_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading verse sets...`)
};

const es_admin_sets_loading = /** @type {(inputs: Admin_Sets_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cargando series de versículos...`)
};

/**
* | output |
* | --- |
* | "Loading verse sets..." |
*
* @param {Admin_Sets_LoadingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const admin_sets_loading = /** @type {((inputs?: Admin_Sets_LoadingInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Sets_LoadingInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_sets_loading(inputs)
	return en_admin_sets_loading(inputs)
});