/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Bible_Games_LeadInputs */

const en_home_bible_games_lead = /** @type {(inputs: Home_Bible_Games_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Twelve games that turn Bible words, stories and verses into fun: word searches, quizzes, puzzles and more.`)
};

const es_home_bible_games_lead = /** @type {(inputs: Home_Bible_Games_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Doce juegos que convierten las palabras, historias y versículos de la Biblia en diversión: sopas de letras, preguntas, rompecabezas y más.`)
};

/**
* | output |
* | --- |
* | "Twelve games that turn Bible words, stories and verses into fun: word searches, quizzes, puzzles and more." |
*
* @param {Home_Bible_Games_LeadInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const home_bible_games_lead = /** @type {((inputs?: Home_Bible_Games_LeadInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Bible_Games_LeadInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_home_bible_games_lead(inputs)
	return en_home_bible_games_lead(inputs)
});