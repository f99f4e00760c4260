/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Games_Hunt_AnswersInputs */

const en_games_hunt_answers = /** @type {(inputs: Games_Hunt_AnswersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Answers`)
};

const es_games_hunt_answers = /** @type {(inputs: Games_Hunt_AnswersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Respuestas`)
};

/**
* | output |
* | --- |
* | "Answers" |
*
* @param {Games_Hunt_AnswersInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_hunt_answers = /** @type {((inputs?: Games_Hunt_AnswersInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Games_Hunt_AnswersInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_games_hunt_answers(inputs)
	return en_games_hunt_answers(inputs)
});