/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Games_Hunt_Your_PathInputs */

const en_games_hunt_your_path = /** @type {(inputs: Games_Hunt_Your_PathInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`your path`)
};

const es_games_hunt_your_path = /** @type {(inputs: Games_Hunt_Your_PathInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`tu camino`)
};

/**
* | output |
* | --- |
* | "your path" |
*
* @param {Games_Hunt_Your_PathInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_hunt_your_path = /** @type {((inputs?: Games_Hunt_Your_PathInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Games_Hunt_Your_PathInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_games_hunt_your_path(inputs)
	return en_games_hunt_your_path(inputs)
});