/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Devotional_NounInputs */

const en_admin_devotional_noun = /** @type {(inputs: Admin_Devotional_NounInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`devotionals`)
};

const es_admin_devotional_noun = /** @type {(inputs: Admin_Devotional_NounInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`devocionales`)
};

/**
* | output |
* | --- |
* | "devotionals" |
*
* @param {Admin_Devotional_NounInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const admin_devotional_noun = /** @type {((inputs?: Admin_Devotional_NounInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Devotional_NounInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_devotional_noun(inputs)
	return en_admin_devotional_noun(inputs)
});