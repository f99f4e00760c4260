/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Games_Hunt_Look_CloselyInputs */

const en_games_hunt_look_closely = /** @type {(inputs: Games_Hunt_Look_CloselyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`👀 Look closely! Remember where the fruits are...`)
};

const es_games_hunt_look_closely = /** @type {(inputs: Games_Hunt_Look_CloselyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`👀 ¡Mira bien! Recuerda dónde están los frutos...`)
};

/**
* | output |
* | --- |
* | "👀 Look closely! Remember where the fruits are..." |
*
* @param {Games_Hunt_Look_CloselyInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_hunt_look_closely = /** @type {((inputs?: Games_Hunt_Look_CloselyInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Games_Hunt_Look_CloselyInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_games_hunt_look_closely(inputs)
	return en_games_hunt_look_closely(inputs)
});