/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Games_Hunt_Too_FarInputs */

const en_games_hunt_too_far = /** @type {(inputs: Games_Hunt_Too_FarInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`One step at a time! Tap a square right next to you.`)
};

const es_games_hunt_too_far = /** @type {(inputs: Games_Hunt_Too_FarInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¡Paso a paso! Toca una casilla que esté justo a tu lado.`)
};

/**
* | output |
* | --- |
* | "One step at a time! Tap a square right next to you." |
*
* @param {Games_Hunt_Too_FarInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_hunt_too_far = /** @type {((inputs?: Games_Hunt_Too_FarInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Games_Hunt_Too_FarInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_games_hunt_too_far(inputs)
	return en_games_hunt_too_far(inputs)
});