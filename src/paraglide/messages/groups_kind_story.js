/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Groups_Kind_StoryInputs */

const en_groups_kind_story = /** @type {(inputs: Groups_Kind_StoryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A Bible story`)
};

const es_groups_kind_story = /** @type {(inputs: Groups_Kind_StoryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Una historia bíblica`)
};

/**
* | output |
* | --- |
* | "A Bible story" |
*
* @param {Groups_Kind_StoryInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const groups_kind_story = /** @type {((inputs?: Groups_Kind_StoryInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Groups_Kind_StoryInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_groups_kind_story(inputs)
	return en_groups_kind_story(inputs)
});