/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Games_Story_Quiz_DealingInputs */

const en_games_story_quiz_dealing = /** @type {(inputs: Games_Story_Quiz_DealingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Opening the story book...`)
};

const es_games_story_quiz_dealing = /** @type {(inputs: Games_Story_Quiz_DealingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Abriendo el libro de historias...`)
};

/**
* | output |
* | --- |
* | "Opening the story book..." |
*
* @param {Games_Story_Quiz_DealingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_story_quiz_dealing = /** @type {((inputs?: Games_Story_Quiz_DealingInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Games_Story_Quiz_DealingInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_games_story_quiz_dealing(inputs)
	return en_games_story_quiz_dealing(inputs)
});