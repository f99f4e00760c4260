/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Games_Hunt_Not_SearchedInputs */

const en_games_hunt_not_searched = /** @type {(inputs: Games_Hunt_Not_SearchedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`not searched yet`)
};

const es_games_hunt_not_searched = /** @type {(inputs: Games_Hunt_Not_SearchedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`sin buscar todavía`)
};

/**
* | output |
* | --- |
* | "not searched yet" |
*
* @param {Games_Hunt_Not_SearchedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_hunt_not_searched = /** @type {((inputs?: Games_Hunt_Not_SearchedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Games_Hunt_Not_SearchedInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_games_hunt_not_searched(inputs)
	return en_games_hunt_not_searched(inputs)
});