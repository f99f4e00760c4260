/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Games_Listen_StoryInputs */

const en_games_listen_story = /** @type {(inputs: Games_Listen_StoryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Listen to the story`)
};

const es_games_listen_story = /** @type {(inputs: Games_Listen_StoryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Escucha la historia`)
};

/**
* | output |
* | --- |
* | "Listen to the story" |
*
* @param {Games_Listen_StoryInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_listen_story = /** @type {((inputs?: Games_Listen_StoryInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Games_Listen_StoryInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_games_listen_story(inputs)
	return en_games_listen_story(inputs)
});