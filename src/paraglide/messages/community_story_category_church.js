/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Community_Story_Category_ChurchInputs */

const en_community_story_category_church = /** @type {(inputs: Community_Story_Category_ChurchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Church`)
};

const es_community_story_category_church = /** @type {(inputs: Community_Story_Category_ChurchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Iglesia`)
};

/**
* | output |
* | --- |
* | "Church" |
*
* @param {Community_Story_Category_ChurchInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const community_story_category_church = /** @type {((inputs?: Community_Story_Category_ChurchInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Community_Story_Category_ChurchInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_community_story_category_church(inputs)
	return en_community_story_category_church(inputs)
});