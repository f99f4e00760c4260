/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Games_Hunt_Verse_NameInputs */

const en_games_hunt_verse_name = /** @type {(inputs: Games_Hunt_Verse_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Verse Puzzle Hunt`)
};

const es_games_hunt_verse_name = /** @type {(inputs: Games_Hunt_Verse_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Busca la palabra del versículo`)
};

/**
* | output |
* | --- |
* | "Verse Puzzle Hunt" |
*
* @param {Games_Hunt_Verse_NameInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_hunt_verse_name = /** @type {((inputs?: Games_Hunt_Verse_NameInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Games_Hunt_Verse_NameInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_games_hunt_verse_name(inputs)
	return en_games_hunt_verse_name(inputs)
});