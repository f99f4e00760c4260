/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Family_Kind_StoryInputs */

const en_family_kind_story = /** @type {(inputs: Family_Kind_StoryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Story`)
};

const es_family_kind_story = /** @type {(inputs: Family_Kind_StoryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Historia`)
};

/**
* | output |
* | --- |
* | "Story" |
*
* @param {Family_Kind_StoryInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const family_kind_story = /** @type {((inputs?: Family_Kind_StoryInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Family_Kind_StoryInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_family_kind_story(inputs)
	return en_family_kind_story(inputs)
});