/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Games_Hunt_Word_TilesInputs */

const en_games_hunt_word_tiles = /** @type {(inputs: Games_Hunt_Word_TilesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Word tiles`)
};

const es_games_hunt_word_tiles = /** @type {(inputs: Games_Hunt_Word_TilesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fichas de palabras`)
};

/**
* | output |
* | --- |
* | "Word tiles" |
*
* @param {Games_Hunt_Word_TilesInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_hunt_word_tiles = /** @type {((inputs?: Games_Hunt_Word_TilesInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Games_Hunt_Word_TilesInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_games_hunt_word_tiles(inputs)
	return en_games_hunt_word_tiles(inputs)
});