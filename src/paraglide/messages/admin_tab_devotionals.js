/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Tab_DevotionalsInputs */

const en_admin_tab_devotionals = /** @type {(inputs: Admin_Tab_DevotionalsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Devotionals`)
};

const es_admin_tab_devotionals = /** @type {(inputs: Admin_Tab_DevotionalsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Devocionales`)
};

/**
* | output |
* | --- |
* | "Devotionals" |
*
* @param {Admin_Tab_DevotionalsInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const admin_tab_devotionals = /** @type {((inputs?: Admin_Tab_DevotionalsInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Tab_DevotionalsInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_tab_devotionals(inputs)
	return en_admin_tab_devotionals(inputs)
});