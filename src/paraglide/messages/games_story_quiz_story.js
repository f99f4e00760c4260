/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Games_Story_Quiz_StoryInputs */

const en_games_story_quiz_story = /** @type {(inputs: Games_Story_Quiz_StoryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The story`)
};

const es_games_story_quiz_story = /** @type {(inputs: Games_Story_Quiz_StoryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La historia`)
};

/**
* | output |
* | --- |
* | "The story" |
*
* @param {Games_Story_Quiz_StoryInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_story_quiz_story = /** @type {((inputs?: Games_Story_Quiz_StoryInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Games_Story_Quiz_StoryInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_games_story_quiz_story(inputs)
	return en_games_story_quiz_story(inputs)
});