/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Games_Listen_QuestionInputs */

const en_games_listen_question = /** @type {(inputs: Games_Listen_QuestionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Listen to the question`)
};

const es_games_listen_question = /** @type {(inputs: Games_Listen_QuestionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Escucha la pregunta`)
};

/**
* | output |
* | --- |
* | "Listen to the question" |
*
* @param {Games_Listen_QuestionInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_listen_question = /** @type {((inputs?: Games_Listen_QuestionInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Games_Listen_QuestionInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_games_listen_question(inputs)
	return en_games_listen_question(inputs)
});