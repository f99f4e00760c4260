/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Games_Hangman_Mastered_LabelInputs */

const en_games_hangman_mastered_label = /** @type {(inputs: Games_Hangman_Mastered_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You mastered Bible Hangman`)
};

const es_games_hangman_mastered_label = /** @type {(inputs: Games_Hangman_Mastered_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Completaste todos los niveles`)
};

/**
* | output |
* | --- |
* | "You mastered Bible Hangman" |
*
* @param {Games_Hangman_Mastered_LabelInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_hangman_mastered_label = /** @type {((inputs?: Games_Hangman_Mastered_LabelInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Games_Hangman_Mastered_LabelInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_games_hangman_mastered_label(inputs)
	return en_games_hangman_mastered_label(inputs)
});