/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Devotional_TextInputs */

const en_admin_devotional_text = /** @type {(inputs: Admin_Devotional_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Devotional Text`)
};

const es_admin_devotional_text = /** @type {(inputs: Admin_Devotional_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Texto del devocional`)
};

/**
* | output |
* | --- |
* | "Devotional Text" |
*
* @param {Admin_Devotional_TextInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const admin_devotional_text = /** @type {((inputs?: Admin_Devotional_TextInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Devotional_TextInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_devotional_text(inputs)
	return en_admin_devotional_text(inputs)
});