/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Sets_AddInputs */

const en_admin_sets_add = /** @type {(inputs: Admin_Sets_AddInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Add Verse Set`)
};

const es_admin_sets_add = /** @type {(inputs: Admin_Sets_AddInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Añadir serie de versículos`)
};

/**
* | output |
* | --- |
* | "Add Verse Set" |
*
* @param {Admin_Sets_AddInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const admin_sets_add = /** @type {((inputs?: Admin_Sets_AddInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Sets_AddInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_sets_add(inputs)
	return en_admin_sets_add(inputs)
});