/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Community_Story_ReviewedInputs */

const en_community_story_reviewed = /** @type {(inputs: Community_Story_ReviewedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Every story is read by a grown-up before it appears for everyone.`)
};

const es_community_story_reviewed = /** @type {(inputs: Community_Story_ReviewedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un adulto lee cada historia antes de que todos la vean.`)
};

/**
* | output |
* | --- |
* | "Every story is read by a grown-up before it appears for everyone." |
*
* @param {Community_Story_ReviewedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const community_story_reviewed = /** @type {((inputs?: Community_Story_ReviewedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Community_Story_ReviewedInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_community_story_reviewed(inputs)
	return en_community_story_reviewed(inputs)
});