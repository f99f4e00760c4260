/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Games_Hunt_Wrong_OrderInputs */

const en_games_hunt_wrong_order = /** @type {(inputs: Games_Hunt_Wrong_OrderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wrong order! Follow the clues carefully!`)
};

const es_games_hunt_wrong_order = /** @type {(inputs: Games_Hunt_Wrong_OrderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¡Ese no es el orden! ¡Sigue bien las pistas!`)
};

/**
* | output |
* | --- |
* | "Wrong order! Follow the clues carefully!" |
*
* @param {Games_Hunt_Wrong_OrderInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_hunt_wrong_order = /** @type {((inputs?: Games_Hunt_Wrong_OrderInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Games_Hunt_Wrong_OrderInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_games_hunt_wrong_order(inputs)
	return en_games_hunt_wrong_order(inputs)
});