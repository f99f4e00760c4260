/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Tile_Ask_Pray_TextInputs */

const en_home_tile_ask_pray_text = /** @type {(inputs: Home_Tile_Ask_Pray_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Questions, prayers and community`)
};

const es_home_tile_ask_pray_text = /** @type {(inputs: Home_Tile_Ask_Pray_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Preguntas, oraciones y comunidad`)
};

/**
* | output |
* | --- |
* | "Questions, prayers and community" |
*
* @param {Home_Tile_Ask_Pray_TextInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const home_tile_ask_pray_text = /** @type {((inputs?: Home_Tile_Ask_Pray_TextInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Tile_Ask_Pray_TextInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_home_tile_ask_pray_text(inputs)
	return en_home_tile_ask_pray_text(inputs)
});