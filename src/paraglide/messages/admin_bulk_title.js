/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Bulk_TitleInputs */

const en_admin_bulk_title = /** @type {(inputs: Admin_Bulk_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bulk Import`)
};

const es_admin_bulk_title = /** @type {(inputs: Admin_Bulk_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Importación masiva`)
};

/**
* | output |
* | --- |
* | "Bulk Import" |
*
* @param {Admin_Bulk_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const admin_bulk_title = /** @type {((inputs?: Admin_Bulk_TitleInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Bulk_TitleInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_bulk_title(inputs)
	return en_admin_bulk_title(inputs)
});