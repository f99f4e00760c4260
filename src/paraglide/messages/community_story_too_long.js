/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Community_Story_Too_LongInputs */

const en_community_story_too_long = /** @type {(inputs: Community_Story_Too_LongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`That is too long. Please make it shorter.`)
};

const es_community_story_too_long = /** @type {(inputs: Community_Story_Too_LongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Es demasiado largo. Hazlo más corto.`)
};

/**
* | output |
* | --- |
* | "That is too long. Please make it shorter." |
*
* @param {Community_Story_Too_LongInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const community_story_too_long = /** @type {((inputs?: Community_Story_Too_LongInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Community_Story_Too_LongInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_community_story_too_long(inputs)
	return en_community_story_too_long(inputs)
});