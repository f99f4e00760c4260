/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Tile_Devotionals_TextInputs */

const en_home_tile_devotionals_text = /** @type {(inputs: Home_Tile_Devotionals_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A nugget of truth for today`)
};

const es_home_tile_devotionals_text = /** @type {(inputs: Home_Tile_Devotionals_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Una pepita de verdad para hoy`)
};

/**
* | output |
* | --- |
* | "A nugget of truth for today" |
*
* @param {Home_Tile_Devotionals_TextInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const home_tile_devotionals_text = /** @type {((inputs?: Home_Tile_Devotionals_TextInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Tile_Devotionals_TextInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_home_tile_devotionals_text(inputs)
	return en_home_tile_devotionals_text(inputs)
});