/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Games_Hunt_Garden_How_ToInputs */

const en_games_hunt_garden_how_to = /** @type {(inputs: Games_Hunt_Garden_How_ToInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nine fruits are hiding under the 25 bushes. Tap a bush to look under it. Take your time: there is no clock!`)
};

const es_games_hunt_garden_how_to = /** @type {(inputs: Games_Hunt_Garden_How_ToInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nueve frutos se esconden debajo de los 25 arbustos. Toca un arbusto para mirar debajo. Tómate tu tiempo: ¡aquí no hay reloj!`)
};

/**
* | output |
* | --- |
* | "Nine fruits are hiding under the 25 bushes. Tap a bush to look under it. Take your time: there is no clock!" |
*
* @param {Games_Hunt_Garden_How_ToInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_hunt_garden_how_to = /** @type {((inputs?: Games_Hunt_Garden_How_ToInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Games_Hunt_Garden_How_ToInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_games_hunt_garden_how_to(inputs)
	return en_games_hunt_garden_how_to(inputs)
});