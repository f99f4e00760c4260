/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Games_Hunt_Garden_BushesInputs */

const en_games_hunt_garden_bushes = /** @type {(inputs: Games_Hunt_Garden_BushesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Garden bushes`)
};

const es_games_hunt_garden_bushes = /** @type {(inputs: Games_Hunt_Garden_BushesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Arbustos del jardín`)
};

/**
* | output |
* | --- |
* | "Garden bushes" |
*
* @param {Games_Hunt_Garden_BushesInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_hunt_garden_bushes = /** @type {((inputs?: Games_Hunt_Garden_BushesInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Games_Hunt_Garden_BushesInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_games_hunt_garden_bushes(inputs)
	return en_games_hunt_garden_bushes(inputs)
});