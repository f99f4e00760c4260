/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Community_Story_AnonymousInputs */

const en_community_story_anonymous = /** @type {(inputs: Community_Story_AnonymousInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Share without my name`)
};

const es_community_story_anonymous = /** @type {(inputs: Community_Story_AnonymousInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Compartir sin mi nombre`)
};

/**
* | output |
* | --- |
* | "Share without my name" |
*
* @param {Community_Story_AnonymousInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const community_story_anonymous = /** @type {((inputs?: Community_Story_AnonymousInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Community_Story_AnonymousInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_community_story_anonymous(inputs)
	return en_community_story_anonymous(inputs)
});