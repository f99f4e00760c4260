/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Devotional_Deleted_TextInputs */

const en_admin_devotional_deleted_text = /** @type {(inputs: Admin_Devotional_Deleted_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Devotional has been removed.`)
};

const es_admin_devotional_deleted_text = /** @type {(inputs: Admin_Devotional_Deleted_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El devocional se eliminó.`)
};

/**
* | output |
* | --- |
* | "Devotional has been removed." |
*
* @param {Admin_Devotional_Deleted_TextInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const admin_devotional_deleted_text = /** @type {((inputs?: Admin_Devotional_Deleted_TextInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Devotional_Deleted_TextInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_devotional_deleted_text(inputs)
	return en_admin_devotional_deleted_text(inputs)
});