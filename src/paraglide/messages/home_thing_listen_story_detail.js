/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Thing_Listen_Story_DetailInputs */

const en_home_thing_listen_story_detail = /** @type {(inputs: Home_Thing_Listen_Story_DetailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tap Listen and the story is read to you.`)
};

const es_home_thing_listen_story_detail = /** @type {(inputs: Home_Thing_Listen_Story_DetailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Toca Escuchar y te leemos la historia.`)
};

/**
* | output |
* | --- |
* | "Tap Listen and the story is read to you." |
*
* @param {Home_Thing_Listen_Story_DetailInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const home_thing_listen_story_detail = /** @type {((inputs?: Home_Thing_Listen_Story_DetailInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Thing_Listen_Story_DetailInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_home_thing_listen_story_detail(inputs)
	return en_home_thing_listen_story_detail(inputs)
});