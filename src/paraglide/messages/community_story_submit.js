/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Community_Story_SubmitInputs */

const en_community_story_submit = /** @type {(inputs: Community_Story_SubmitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Share My Story`)
};

const es_community_story_submit = /** @type {(inputs: Community_Story_SubmitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Compartir mi historia`)
};

/**
* | output |
* | --- |
* | "Share My Story" |
*
* @param {Community_Story_SubmitInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const community_story_submit = /** @type {((inputs?: Community_Story_SubmitInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Community_Story_SubmitInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_community_story_submit(inputs)
	return en_community_story_submit(inputs)
});