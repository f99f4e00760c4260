/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Bulk_ImportingInputs */

const en_admin_bulk_importing = /** @type {(inputs: Admin_Bulk_ImportingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Importing...`)
};

const es_admin_bulk_importing = /** @type {(inputs: Admin_Bulk_ImportingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Importando...`)
};

/**
* | output |
* | --- |
* | "Importing..." |
*
* @param {Admin_Bulk_ImportingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const admin_bulk_importing = /** @type {((inputs?: Admin_Bulk_ImportingInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Bulk_ImportingInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_bulk_importing(inputs)
	return en_admin_bulk_importing(inputs)
});