/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Devotional_Added_TextInputs */

const en_admin_devotional_added_text = /** @type {(inputs: Admin_Devotional_Added_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your new devotional has been added successfully!`)
};

const es_admin_devotional_added_text = /** @type {(inputs: Admin_Devotional_Added_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¡Tu nuevo devocional se agregó!`)
};

/**
* | output |
* | --- |
* | "Your new devotional has been added successfully!" |
*
* @param {Admin_Devotional_Added_TextInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const admin_devotional_added_text = /** @type {((inputs?: Admin_Devotional_Added_TextInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Devotional_Added_TextInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_devotional_added_text(inputs)
	return en_admin_devotional_added_text(inputs)
});