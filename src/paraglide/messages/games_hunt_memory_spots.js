/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Games_Hunt_Memory_SpotsInputs */

const en_games_hunt_memory_spots = /** @type {(inputs: Games_Hunt_Memory_SpotsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Memory garden spots`)
};

const es_games_hunt_memory_spots = /** @type {(inputs: Games_Hunt_Memory_SpotsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lugares del jardín de la memoria`)
};

/**
* | output |
* | --- |
* | "Memory garden spots" |
*
* @param {Games_Hunt_Memory_SpotsInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_hunt_memory_spots = /** @type {((inputs?: Games_Hunt_Memory_SpotsInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Games_Hunt_Memory_SpotsInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_games_hunt_memory_spots(inputs)
	return en_games_hunt_memory_spots(inputs)
});