/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Readings_LoadingInputs */

const en_admin_readings_loading = /** @type {(inputs: Admin_Readings_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading readings...`)
};

const es_admin_readings_loading = /** @type {(inputs: Admin_Readings_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cargando lecturas...`)
};

/**
* | output |
* | --- |
* | "Loading readings..." |
*
* @param {Admin_Readings_LoadingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const admin_readings_loading = /** @type {((inputs?: Admin_Readings_LoadingInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Readings_LoadingInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_readings_loading(inputs)
	return en_admin_readings_loading(inputs)
});