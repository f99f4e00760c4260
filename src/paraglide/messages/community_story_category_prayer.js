/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Community_Story_Category_PrayerInputs */

const en_community_story_category_prayer = /** @type {(inputs: Community_Story_Category_PrayerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Prayer`)
};

const es_community_story_category_prayer = /** @type {(inputs: Community_Story_Category_PrayerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Oración`)
};

/**
* | output |
* | --- |
* | "Prayer" |
*
* @param {Community_Story_Category_PrayerInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const community_story_category_prayer = /** @type {((inputs?: Community_Story_Category_PrayerInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Community_Story_Category_PrayerInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_community_story_category_prayer(inputs)
	return en_community_story_category_prayer(inputs)
});