/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Games_Memory_Type_VerseInputs */

const en_games_memory_type_verse = /** @type {(inputs: Games_Memory_Type_VerseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Type the verse`)
};

const es_games_memory_type_verse = /** @type {(inputs: Games_Memory_Type_VerseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Escribe el versículo`)
};

/**
* | output |
* | --- |
* | "Type the verse" |
*
* @param {Games_Memory_Type_VerseInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_memory_type_verse = /** @type {((inputs?: Games_Memory_Type_VerseInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Games_Memory_Type_VerseInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_games_memory_type_verse(inputs)
	return en_games_memory_type_verse(inputs)
});