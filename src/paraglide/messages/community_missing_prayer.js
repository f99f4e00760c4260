/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Community_Missing_PrayerInputs */

const en_community_missing_prayer = /** @type {(inputs: Community_Missing_PrayerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please fill in both title and request fields.`)
};

const es_community_missing_prayer = /** @type {(inputs: Community_Missing_PrayerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Escribe el título y la petición.`)
};

/**
* | output |
* | --- |
* | "Please fill in both title and request fields." |
*
* @param {Community_Missing_PrayerInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const community_missing_prayer = /** @type {((inputs?: Community_Missing_PrayerInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Community_Missing_PrayerInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_community_missing_prayer(inputs)
	return en_community_missing_prayer(inputs)
});