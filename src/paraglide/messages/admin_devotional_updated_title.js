/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Devotional_Updated_TitleInputs */

const en_admin_devotional_updated_title = /** @type {(inputs: Admin_Devotional_Updated_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`✨ Updated Successfully!`)
};

const es_admin_devotional_updated_title = /** @type {(inputs: Admin_Devotional_Updated_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`✨ ¡Actualizado!`)
};

/**
* | output |
* | --- |
* | "✨ Updated Successfully!" |
*
* @param {Admin_Devotional_Updated_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const admin_devotional_updated_title = /** @type {((inputs?: Admin_Devotional_Updated_TitleInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Devotional_Updated_TitleInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_devotional_updated_title(inputs)
	return en_admin_devotional_updated_title(inputs)
});