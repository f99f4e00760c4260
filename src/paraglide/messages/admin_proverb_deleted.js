/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Proverb_DeletedInputs */

const en_admin_proverb_deleted = /** @type {(inputs: Admin_Proverb_DeletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Proverb Deleted`)
};

const es_admin_proverb_deleted = /** @type {(inputs: Admin_Proverb_DeletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Proverbio eliminado`)
};

/**
* | output |
* | --- |
* | "Proverb Deleted" |
*
* @param {Admin_Proverb_DeletedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const admin_proverb_deleted = /** @type {((inputs?: Admin_Proverb_DeletedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Proverb_DeletedInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_proverb_deleted(inputs)
	return en_admin_proverb_deleted(inputs)
});