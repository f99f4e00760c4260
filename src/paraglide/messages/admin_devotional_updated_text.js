/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Devotional_Updated_TextInputs */

const en_admin_devotional_updated_text = /** @type {(inputs: Admin_Devotional_Updated_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your devotional has been updated!`)
};

const es_admin_devotional_updated_text = /** @type {(inputs: Admin_Devotional_Updated_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¡Tu devocional está actualizado!`)
};

/**
* | output |
* | --- |
* | "Your devotional has been updated!" |
*
* @param {Admin_Devotional_Updated_TextInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const admin_devotional_updated_text = /** @type {((inputs?: Admin_Devotional_Updated_TextInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Devotional_Updated_TextInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_devotional_updated_text(inputs)
	return en_admin_devotional_updated_text(inputs)
});