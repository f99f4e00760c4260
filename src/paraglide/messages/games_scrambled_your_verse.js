/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Games_Scrambled_Your_VerseInputs */

const en_games_scrambled_your_verse = /** @type {(inputs: Games_Scrambled_Your_VerseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your verse`)
};

const es_games_scrambled_your_verse = /** @type {(inputs: Games_Scrambled_Your_VerseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tu versículo`)
};

/**
* | output |
* | --- |
* | "Your verse" |
*
* @param {Games_Scrambled_Your_VerseInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_scrambled_your_verse = /** @type {((inputs?: Games_Scrambled_Your_VerseInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Games_Scrambled_Your_VerseInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_games_scrambled_your_verse(inputs)
	return en_games_scrambled_your_verse(inputs)
});