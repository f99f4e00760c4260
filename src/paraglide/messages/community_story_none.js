/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Community_Story_NoneInputs */

const en_community_story_none = /** @type {(inputs: Community_Story_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You have not shared a story yet.`)
};

const es_community_story_none = /** @type {(inputs: Community_Story_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Todavía no has compartido ninguna historia.`)
};

/**
* | output |
* | --- |
* | "You have not shared a story yet." |
*
* @param {Community_Story_NoneInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const community_story_none = /** @type {((inputs?: Community_Story_NoneInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Community_Story_NoneInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_community_story_none(inputs)
	return en_community_story_none(inputs)
});