/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Thing_Read_StoryInputs */

const en_home_thing_read_story = /** @type {(inputs: Home_Thing_Read_StoryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Read a Bible story`)
};

const es_home_thing_read_story = /** @type {(inputs: Home_Thing_Read_StoryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lee una historia de la Biblia`)
};

/**
* | output |
* | --- |
* | "Read a Bible story" |
*
* @param {Home_Thing_Read_StoryInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const home_thing_read_story = /** @type {((inputs?: Home_Thing_Read_StoryInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Thing_Read_StoryInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_home_thing_read_story(inputs)
	return en_home_thing_read_story(inputs)
});