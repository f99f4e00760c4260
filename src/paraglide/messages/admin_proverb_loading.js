/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Proverb_LoadingInputs */

const en_admin_proverb_loading = /** @type {(inputs: Admin_Proverb_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading proverbs...`)
};

const es_admin_proverb_loading = /** @type {(inputs: Admin_Proverb_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cargando proverbios...`)
};

/**
* | output |
* | --- |
* | "Loading proverbs..." |
*
* @param {Admin_Proverb_LoadingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const admin_proverb_loading = /** @type {((inputs?: Admin_Proverb_LoadingInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Proverb_LoadingInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_proverb_loading(inputs)
	return en_admin_proverb_loading(inputs)
});