/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Devotional_AddInputs */

const en_admin_devotional_add = /** @type {(inputs: Admin_Devotional_AddInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Add Devotional`)
};

const es_admin_devotional_add = /** @type {(inputs: Admin_Devotional_AddInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Agregar devocional`)
};

/**
* | output |
* | --- |
* | "Add Devotional" |
*
* @param {Admin_Devotional_AddInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const admin_devotional_add = /** @type {((inputs?: Admin_Devotional_AddInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Devotional_AddInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_devotional_add(inputs)
	return en_admin_devotional_add(inputs)
});