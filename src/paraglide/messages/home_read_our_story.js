/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Read_Our_StoryInputs */

const en_home_read_our_story = /** @type {(inputs: Home_Read_Our_StoryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Read our story`)
};

const es_home_read_our_story = /** @type {(inputs: Home_Read_Our_StoryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lee nuestra historia`)
};

/**
* | output |
* | --- |
* | "Read our story" |
*
* @param {Home_Read_Our_StoryInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const home_read_our_story = /** @type {((inputs?: Home_Read_Our_StoryInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Read_Our_StoryInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_home_read_our_story(inputs)
	return en_home_read_our_story(inputs)
});