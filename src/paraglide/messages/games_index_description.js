/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Games_Index_DescriptionInputs */

const en_games_index_description = /** @type {(inputs: Games_Index_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Twelve Bible games for kids: hangman, word search, scrambled verses, story quizzes, a Bible bee and more. Learn God's Word while you play!`)
};

const es_games_index_description = /** @type {(inputs: Games_Index_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Doce juegos bíblicos para niños: ahorcado, sopa de letras, versículos revueltos, preguntas de historias, un concurso bíblico y más. ¡Aprende la Palabra de Dios mientras juegas!`)
};

/**
* | output |
* | --- |
* | "Twelve Bible games for kids: hangman, word search, scrambled verses, story quizzes, a Bible bee and more. Learn God's Word while you play!" |
*
* @param {Games_Index_DescriptionInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_index_description = /** @type {((inputs?: Games_Index_DescriptionInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Games_Index_DescriptionInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_games_index_description(inputs)
	return en_games_index_description(inputs)
});