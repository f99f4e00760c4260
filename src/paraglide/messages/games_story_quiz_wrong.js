/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ answer: NonNullable<unknown> }} Games_Story_Quiz_WrongInputs */

const en_games_story_quiz_wrong = /** @type {(inputs: Games_Story_Quiz_WrongInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`❌ Not this time. The answer is: ${i?.answer}`)
};

const es_games_story_quiz_wrong = /** @type {(inputs: Games_Story_Quiz_WrongInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`❌ Esta vez no. La respuesta es: ${i?.answer}`)
};

/**
* | output |
* | --- |
* | "❌ Not this time. The answer is: {answer}" |
*
* @param {Games_Story_Quiz_WrongInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_story_quiz_wrong = /** @type {((inputs: Games_Story_Quiz_WrongInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Games_Story_Quiz_WrongInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_games_story_quiz_wrong(inputs)
	return en_games_story_quiz_wrong(inputs)
});