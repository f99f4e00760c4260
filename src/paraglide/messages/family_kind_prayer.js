/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Family_Kind_PrayerInputs */

const en_family_kind_prayer = /** @type {(inputs: Family_Kind_PrayerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Prayer request`)
};

const es_family_kind_prayer = /** @type {(inputs: Family_Kind_PrayerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Petición de oración`)
};

/**
* | output |
* | --- |
* | "Prayer request" |
*
* @param {Family_Kind_PrayerInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const family_kind_prayer = /** @type {((inputs?: Family_Kind_PrayerInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Family_Kind_PrayerInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_family_kind_prayer(inputs)
	return en_family_kind_prayer(inputs)
});