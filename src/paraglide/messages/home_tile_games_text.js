/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Tile_Games_TextInputs */

const en_home_tile_games_text = /** @type {(inputs: Home_Tile_Games_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Play and learn God’s Word`)
};

const es_home_tile_games_text = /** @type {(inputs: Home_Tile_Games_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Juega y aprende la Palabra de Dios`)
};

/**
* | output |
* | --- |
* | "Play and learn God’s Word" |
*
* @param {Home_Tile_Games_TextInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const home_tile_games_text = /** @type {((inputs?: Home_Tile_Games_TextInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Tile_Games_TextInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_home_tile_games_text(inputs)
	return en_home_tile_games_text(inputs)
});