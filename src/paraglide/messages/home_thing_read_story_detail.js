/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Thing_Read_Story_DetailInputs */

const en_home_thing_read_story_detail = /** @type {(inputs: Home_Thing_Read_Story_DetailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A short story from the Bible, with a picture.`)
};

const es_home_thing_read_story_detail = /** @type {(inputs: Home_Thing_Read_Story_DetailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Una historia corta de la Biblia, con su dibujo.`)
};

/**
* | output |
* | --- |
* | "A short story from the Bible, with a picture." |
*
* @param {Home_Thing_Read_Story_DetailInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const home_thing_read_story_detail = /** @type {((inputs?: Home_Thing_Read_Story_DetailInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Thing_Read_Story_DetailInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_home_thing_read_story_detail(inputs)
	return en_home_thing_read_story_detail(inputs)
});