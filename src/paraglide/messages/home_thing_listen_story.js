/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Thing_Listen_StoryInputs */

const en_home_thing_listen_story = /** @type {(inputs: Home_Thing_Listen_StoryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Listen to a Bible story`)
};

const es_home_thing_listen_story = /** @type {(inputs: Home_Thing_Listen_StoryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Escucha una historia de la Biblia`)
};

/**
* | output |
* | --- |
* | "Listen to a Bible story" |
*
* @param {Home_Thing_Listen_StoryInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const home_thing_listen_story = /** @type {((inputs?: Home_Thing_Listen_StoryInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Thing_Listen_StoryInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_home_thing_listen_story(inputs)
	return en_home_thing_listen_story(inputs)
});