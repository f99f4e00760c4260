/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Games_Hunt_GrassInputs */

const en_games_hunt_grass = /** @type {(inputs: Games_Hunt_GrassInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`grass`)
};

const es_games_hunt_grass = /** @type {(inputs: Games_Hunt_GrassInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`césped`)
};

/**
* | output |
* | --- |
* | "grass" |
*
* @param {Games_Hunt_GrassInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_hunt_grass = /** @type {((inputs?: Games_Hunt_GrassInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Games_Hunt_GrassInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_games_hunt_grass(inputs)
	return en_games_hunt_grass(inputs)
});