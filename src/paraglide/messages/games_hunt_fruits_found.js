/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Games_Hunt_Fruits_FoundInputs */

const en_games_hunt_fruits_found = /** @type {(inputs: Games_Hunt_Fruits_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fruits found:`)
};

const es_games_hunt_fruits_found = /** @type {(inputs: Games_Hunt_Fruits_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Frutos encontrados:`)
};

/**
* | output |
* | --- |
* | "Fruits found:" |
*
* @param {Games_Hunt_Fruits_FoundInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_hunt_fruits_found = /** @type {((inputs?: Games_Hunt_Fruits_FoundInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Games_Hunt_Fruits_FoundInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_games_hunt_fruits_found(inputs)
	return en_games_hunt_fruits_found(inputs)
});