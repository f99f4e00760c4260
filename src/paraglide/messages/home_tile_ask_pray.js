/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Tile_Ask_PrayInputs */

const en_home_tile_ask_pray = /** @type {(inputs: Home_Tile_Ask_PrayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ask & Pray`)
};

const es_home_tile_ask_pray = /** @type {(inputs: Home_Tile_Ask_PrayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pregunta y ora`)
};

/**
* | output |
* | --- |
* | "Ask & Pray" |
*
* @param {Home_Tile_Ask_PrayInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const home_tile_ask_pray = /** @type {((inputs?: Home_Tile_Ask_PrayInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Tile_Ask_PrayInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_home_tile_ask_pray(inputs)
	return en_home_tile_ask_pray(inputs)
});