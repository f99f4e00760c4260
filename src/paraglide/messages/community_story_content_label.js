/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Community_Story_Content_LabelInputs */

const en_community_story_content_label = /** @type {(inputs: Community_Story_Content_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your story`)
};

const es_community_story_content_label = /** @type {(inputs: Community_Story_Content_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tu historia`)
};

/**
* | output |
* | --- |
* | "Your story" |
*
* @param {Community_Story_Content_LabelInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const community_story_content_label = /** @type {((inputs?: Community_Story_Content_LabelInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Community_Story_Content_LabelInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_community_story_content_label(inputs)
	return en_community_story_content_label(inputs)
});