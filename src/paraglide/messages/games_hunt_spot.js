/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ n: NonNullable<unknown>, what: NonNullable<unknown> }} Games_Hunt_SpotInputs */

const en_games_hunt_spot = /** @type {(inputs: Games_Hunt_SpotInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Spot ${i?.n}: ${i?.what}`)
};

const es_games_hunt_spot = /** @type {(inputs: Games_Hunt_SpotInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Lugar ${i?.n}: ${i?.what}`)
};

/**
* | output |
* | --- |
* | "Spot {n}: {what}" |
*
* @param {Games_Hunt_SpotInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_hunt_spot = /** @type {((inputs: Games_Hunt_SpotInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Games_Hunt_SpotInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_games_hunt_spot(inputs)
	return en_games_hunt_spot(inputs)
});