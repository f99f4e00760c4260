/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Plans_LoadingInputs */

const en_admin_plans_loading = /** @type {(inputs: Admin_Plans_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading reading plans...`)
};

const es_admin_plans_loading = /** @type {(inputs: Admin_Plans_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cargando planes de lectura...`)
};

/**
* | output |
* | --- |
* | "Loading reading plans..." |
*
* @param {Admin_Plans_LoadingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const admin_plans_loading = /** @type {((inputs?: Admin_Plans_LoadingInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Plans_LoadingInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_plans_loading(inputs)
	return en_admin_plans_loading(inputs)
});