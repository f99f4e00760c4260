/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Devotional_Load_Failed_TitleInputs */

const en_admin_devotional_load_failed_title = /** @type {(inputs: Admin_Devotional_Load_Failed_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`❌ Database Error`)
};

const es_admin_devotional_load_failed_title = /** @type {(inputs: Admin_Devotional_Load_Failed_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`❌ Error de la base de datos`)
};

/**
* | output |
* | --- |
* | "❌ Database Error" |
*
* @param {Admin_Devotional_Load_Failed_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const admin_devotional_load_failed_title = /** @type {((inputs?: Admin_Devotional_Load_Failed_TitleInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Devotional_Load_Failed_TitleInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_devotional_load_failed_title(inputs)
	return en_admin_devotional_load_failed_title(inputs)
});