/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Devotional_LoadingInputs */

const en_admin_devotional_loading = /** @type {(inputs: Admin_Devotional_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading devotionals...`)
};

const es_admin_devotional_loading = /** @type {(inputs: Admin_Devotional_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cargando devocionales...`)
};

/**
* | output |
* | --- |
* | "Loading devotionals..." |
*
* @param {Admin_Devotional_LoadingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const admin_devotional_loading = /** @type {((inputs?: Admin_Devotional_LoadingInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Devotional_LoadingInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_devotional_loading(inputs)
	return en_admin_devotional_loading(inputs)
});