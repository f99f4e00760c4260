/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Community_Story_Category_SchoolInputs */

const en_community_story_category_school = /** @type {(inputs: Community_Story_Category_SchoolInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`School`)
};

const es_community_story_category_school = /** @type {(inputs: Community_Story_Category_SchoolInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Escuela`)
};

/**
* | output |
* | --- |
* | "School" |
*
* @param {Community_Story_Category_SchoolInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const community_story_category_school = /** @type {((inputs?: Community_Story_Category_SchoolInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Community_Story_Category_SchoolInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_community_story_category_school(inputs)
	return en_community_story_category_school(inputs)
});