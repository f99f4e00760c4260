/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Community_Field_PrayerInputs */

const en_community_field_prayer = /** @type {(inputs: Community_Field_PrayerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your prayer request`)
};

const es_community_field_prayer = /** @type {(inputs: Community_Field_PrayerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tu petición de oración`)
};

/**
* | output |
* | --- |
* | "Your prayer request" |
*
* @param {Community_Field_PrayerInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const community_field_prayer = /** @type {((inputs?: Community_Field_PrayerInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Community_Field_PrayerInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_community_field_prayer(inputs)
	return en_community_field_prayer(inputs)
});