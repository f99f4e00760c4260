/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Games_Printables_LettersInputs */

const en_games_printables_letters = /** @type {(inputs: Games_Printables_LettersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Word search letters`)
};

const es_games_printables_letters = /** @type {(inputs: Games_Printables_LettersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Letras de la sopa de letras`)
};

/**
* | output |
* | --- |
* | "Word search letters" |
*
* @param {Games_Printables_LettersInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_printables_letters = /** @type {((inputs?: Games_Printables_LettersInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Games_Printables_LettersInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_games_printables_letters(inputs)
	return en_games_printables_letters(inputs)
});