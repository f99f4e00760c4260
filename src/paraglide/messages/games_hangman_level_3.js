/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Games_Hangman_Level_3Inputs */

const en_games_hangman_level_3 = /** @type {(inputs: Games_Hangman_Level_3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bible Scholar`)
};

const es_games_hangman_level_3 = /** @type {(inputs: Games_Hangman_Level_3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sabio de la Biblia`)
};

/**
* | output |
* | --- |
* | "Bible Scholar" |
*
* @param {Games_Hangman_Level_3Inputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_hangman_level_3 = /** @type {((inputs?: Games_Hangman_Level_3Inputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Games_Hangman_Level_3Inputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_games_hangman_level_3(inputs)
	return en_games_hangman_level_3(inputs)
});