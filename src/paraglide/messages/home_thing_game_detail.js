/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Thing_Game_DetailInputs */

const en_home_thing_game_detail = /** @type {(inputs: Home_Thing_Game_DetailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A Bible game for today.`)
};

const es_home_thing_game_detail = /** @type {(inputs: Home_Thing_Game_DetailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un juego de la Biblia para hoy.`)
};

/**
* | output |
* | --- |
* | "A Bible game for today." |
*
* @param {Home_Thing_Game_DetailInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const home_thing_game_detail = /** @type {((inputs?: Home_Thing_Game_DetailInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Thing_Game_DetailInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_home_thing_game_detail(inputs)
	return en_home_thing_game_detail(inputs)
});