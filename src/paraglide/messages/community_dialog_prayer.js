/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Community_Dialog_PrayerInputs */

const en_community_dialog_prayer = /** @type {(inputs: Community_Dialog_PrayerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Share a Prayer Request`)
};

const es_community_dialog_prayer = /** @type {(inputs: Community_Dialog_PrayerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Comparte una petición de oración`)
};

/**
* | output |
* | --- |
* | "Share a Prayer Request" |
*
* @param {Community_Dialog_PrayerInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const community_dialog_prayer = /** @type {((inputs?: Community_Dialog_PrayerInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Community_Dialog_PrayerInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_community_dialog_prayer(inputs)
	return en_community_dialog_prayer(inputs)
});