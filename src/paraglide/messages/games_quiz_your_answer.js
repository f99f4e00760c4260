/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Games_Quiz_Your_AnswerInputs */

const en_games_quiz_your_answer = /** @type {(inputs: Games_Quiz_Your_AnswerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`your answer`)
};

const es_games_quiz_your_answer = /** @type {(inputs: Games_Quiz_Your_AnswerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`tu respuesta`)
};

/**
* | output |
* | --- |
* | "your answer" |
*
* @param {Games_Quiz_Your_AnswerInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_quiz_your_answer = /** @type {((inputs?: Games_Quiz_Your_AnswerInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Games_Quiz_Your_AnswerInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_games_quiz_your_answer(inputs)
	return en_games_quiz_your_answer(inputs)
});