/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Devotional_HeadingInputs */

const en_admin_devotional_heading = /** @type {(inputs: Admin_Devotional_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Devotionals`)
};

const es_admin_devotional_heading = /** @type {(inputs: Admin_Devotional_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Devocionales`)
};

/**
* | output |
* | --- |
* | "Devotionals" |
*
* @param {Admin_Devotional_HeadingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const admin_devotional_heading = /** @type {((inputs?: Admin_Devotional_HeadingInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Devotional_HeadingInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_devotional_heading(inputs)
	return en_admin_devotional_heading(inputs)
});