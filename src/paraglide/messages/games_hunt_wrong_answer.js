/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Games_Hunt_Wrong_AnswerInputs */

const en_games_hunt_wrong_answer = /** @type {(inputs: Games_Hunt_Wrong_AnswerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Oops! Try again!`)
};

const es_games_hunt_wrong_answer = /** @type {(inputs: Games_Hunt_Wrong_AnswerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¡Uy! ¡Inténtalo otra vez!`)
};

/**
* | output |
* | --- |
* | "Oops! Try again!" |
*
* @param {Games_Hunt_Wrong_AnswerInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_hunt_wrong_answer = /** @type {((inputs?: Games_Hunt_Wrong_AnswerInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Games_Hunt_Wrong_AnswerInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_games_hunt_wrong_answer(inputs)
	return en_games_hunt_wrong_answer(inputs)
});