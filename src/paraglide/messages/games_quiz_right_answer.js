/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Games_Quiz_Right_AnswerInputs */

const en_games_quiz_right_answer = /** @type {(inputs: Games_Quiz_Right_AnswerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`right answer`)
};

const es_games_quiz_right_answer = /** @type {(inputs: Games_Quiz_Right_AnswerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`respuesta correcta`)
};

/**
* | output |
* | --- |
* | "right answer" |
*
* @param {Games_Quiz_Right_AnswerInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_quiz_right_answer = /** @type {((inputs?: Games_Quiz_Right_AnswerInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Games_Quiz_Right_AnswerInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_games_quiz_right_answer(inputs)
	return en_games_quiz_right_answer(inputs)
});