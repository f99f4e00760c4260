/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Community_Sent_PrayerInputs */

const en_community_sent_prayer = /** @type {(inputs: Community_Sent_PrayerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Thank you! We are praying with you.`)
};

const es_community_sent_prayer = /** @type {(inputs: Community_Sent_PrayerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¡Gracias! Estamos orando contigo.`)
};

/**
* | output |
* | --- |
* | "Thank you! We are praying with you." |
*
* @param {Community_Sent_PrayerInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const community_sent_prayer = /** @type {((inputs?: Community_Sent_PrayerInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Community_Sent_PrayerInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_community_sent_prayer(inputs)
	return en_community_sent_prayer(inputs)
});