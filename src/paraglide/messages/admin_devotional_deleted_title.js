/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Devotional_Deleted_TitleInputs */

const en_admin_devotional_deleted_title = /** @type {(inputs: Admin_Devotional_Deleted_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`🗑️ Deleted`)
};

const es_admin_devotional_deleted_title = /** @type {(inputs: Admin_Devotional_Deleted_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`🗑️ Eliminado`)
};

/**
* | output |
* | --- |
* | "🗑️ Deleted" |
*
* @param {Admin_Devotional_Deleted_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const admin_devotional_deleted_title = /** @type {((inputs?: Admin_Devotional_Deleted_TitleInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Devotional_Deleted_TitleInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_devotional_deleted_title(inputs)
	return en_admin_devotional_deleted_title(inputs)
});