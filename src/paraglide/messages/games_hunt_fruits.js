/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Games_Hunt_FruitsInputs */

const en_games_hunt_fruits = /** @type {(inputs: Games_Hunt_FruitsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fruits`)
};

const es_games_hunt_fruits = /** @type {(inputs: Games_Hunt_FruitsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Frutos`)
};

/**
* | output |
* | --- |
* | "Fruits" |
*
* @param {Games_Hunt_FruitsInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_hunt_fruits = /** @type {((inputs?: Games_Hunt_FruitsInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Games_Hunt_FruitsInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_games_hunt_fruits(inputs)
	return en_games_hunt_fruits(inputs)
});