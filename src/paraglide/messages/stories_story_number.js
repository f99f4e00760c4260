/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ number: NonNullable<unknown> }} Stories_Story_NumberInputs */

const en_stories_story_number = /** @type {(inputs: Stories_Story_NumberInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Story ${i?.number}`)
};

const es_stories_story_number = /** @type {(inputs: Stories_Story_NumberInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Historia ${i?.number}`)
};

/**
* | output |
* | --- |
* | "Story {number}" |
*
* @param {Stories_Story_NumberInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const stories_story_number = /** @type {((inputs: Stories_Story_NumberInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Stories_Story_NumberInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_stories_story_number(inputs)
	return en_stories_story_number(inputs)
});