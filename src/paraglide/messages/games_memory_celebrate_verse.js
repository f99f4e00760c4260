/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Games_Memory_Celebrate_VerseInputs */

const en_games_memory_celebrate_verse = /** @type {(inputs: Games_Memory_Celebrate_VerseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You remembered it! 🧠`)
};

const es_games_memory_celebrate_verse = /** @type {(inputs: Games_Memory_Celebrate_VerseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¡Te acordaste! 🧠`)
};

/**
* | output |
* | --- |
* | "You remembered it! 🧠" |
*
* @param {Games_Memory_Celebrate_VerseInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_memory_celebrate_verse = /** @type {((inputs?: Games_Memory_Celebrate_VerseInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Games_Memory_Celebrate_VerseInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_games_memory_celebrate_verse(inputs)
	return en_games_memory_celebrate_verse(inputs)
});