/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Bulk_Too_Much_TitleInputs */

const en_admin_bulk_too_much_title = /** @type {(inputs: Admin_Bulk_Too_Much_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Too Much Data`)
};

const es_admin_bulk_too_much_title = /** @type {(inputs: Admin_Bulk_Too_Much_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Demasiados datos`)
};

/**
* | output |
* | --- |
* | "Too Much Data" |
*
* @param {Admin_Bulk_Too_Much_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const admin_bulk_too_much_title = /** @type {((inputs?: Admin_Bulk_Too_Much_TitleInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Bulk_Too_Much_TitleInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_bulk_too_much_title(inputs)
	return en_admin_bulk_too_much_title(inputs)
});