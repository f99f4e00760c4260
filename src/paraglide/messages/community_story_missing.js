/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Community_Story_MissingInputs */

const en_community_story_missing = /** @type {(inputs: Community_Story_MissingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please fill in both title and content`)
};

const es_community_story_missing = /** @type {(inputs: Community_Story_MissingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Escribe el título y tu historia`)
};

/**
* | output |
* | --- |
* | "Please fill in both title and content" |
*
* @param {Community_Story_MissingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const community_story_missing = /** @type {((inputs?: Community_Story_MissingInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Community_Story_MissingInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_community_story_missing(inputs)
	return en_community_story_missing(inputs)
});