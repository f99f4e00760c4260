/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Games_Hunt_Verse_How_ToInputs */

const en_games_hunt_verse_how_to = /** @type {(inputs: Games_Hunt_Verse_How_ToInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A word is missing from each verse. Tap the fruit that fits the gap. A wrong tile costs 15 seconds.`)
};

const es_games_hunt_verse_how_to = /** @type {(inputs: Games_Hunt_Verse_How_ToInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A cada versículo le falta una palabra. Toca el fruto que va en el hueco. Una ficha equivocada te quita 15 segundos.`)
};

/**
* | output |
* | --- |
* | "A word is missing from each verse. Tap the fruit that fits the gap. A wrong tile costs 15 seconds." |
*
* @param {Games_Hunt_Verse_How_ToInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_hunt_verse_how_to = /** @type {((inputs?: Games_Hunt_Verse_How_ToInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Games_Hunt_Verse_How_ToInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_games_hunt_verse_how_to(inputs)
	return en_games_hunt_verse_how_to(inputs)
});