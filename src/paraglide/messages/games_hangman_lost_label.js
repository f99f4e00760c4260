/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Games_Hangman_Lost_LabelInputs */

const en_games_hangman_lost_label = /** @type {(inputs: Games_Hangman_Lost_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You lost this word`)
};

const es_games_hangman_lost_label = /** @type {(inputs: Games_Hangman_Lost_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Esta palabra se escapó`)
};

/**
* | output |
* | --- |
* | "You lost this word" |
*
* @param {Games_Hangman_Lost_LabelInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_hangman_lost_label = /** @type {((inputs?: Games_Hangman_Lost_LabelInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Games_Hangman_Lost_LabelInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_games_hangman_lost_label(inputs)
	return en_games_hangman_lost_label(inputs)
});