/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Devotional_PrayerInputs */

const en_admin_devotional_prayer = /** @type {(inputs: Admin_Devotional_PrayerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Prayer`)
};

const es_admin_devotional_prayer = /** @type {(inputs: Admin_Devotional_PrayerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Oración`)
};

/**
* | output |
* | --- |
* | "Prayer" |
*
* @param {Admin_Devotional_PrayerInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const admin_devotional_prayer = /** @type {((inputs?: Admin_Devotional_PrayerInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Devotional_PrayerInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_devotional_prayer(inputs)
	return en_admin_devotional_prayer(inputs)
});