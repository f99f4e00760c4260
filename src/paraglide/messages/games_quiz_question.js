/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Games_Quiz_QuestionInputs */

const en_games_quiz_question = /** @type {(inputs: Games_Quiz_QuestionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Question`)
};

const es_games_quiz_question = /** @type {(inputs: Games_Quiz_QuestionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pregunta`)
};

/**
* | output |
* | --- |
* | "Question" |
*
* @param {Games_Quiz_QuestionInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_quiz_question = /** @type {((inputs?: Games_Quiz_QuestionInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Games_Quiz_QuestionInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_games_quiz_question(inputs)
	return en_games_quiz_question(inputs)
});