/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Games_Hangman_Try_DifferentInputs */

const en_games_hangman_try_different = /** @type {(inputs: Games_Hangman_Try_DifferentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Try Different Word`)
};

const es_games_hangman_try_different = /** @type {(inputs: Games_Hangman_Try_DifferentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Probar otra palabra`)
};

/**
* | output |
* | --- |
* | "Try Different Word" |
*
* @param {Games_Hangman_Try_DifferentInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_hangman_try_different = /** @type {((inputs?: Games_Hangman_Try_DifferentInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Games_Hangman_Try_DifferentInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_games_hangman_try_different(inputs)
	return en_games_hangman_try_different(inputs)
});