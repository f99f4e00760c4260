/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Games_Hunt_Garden_NameInputs */

const en_games_hunt_garden_name = /** @type {(inputs: Games_Hunt_Garden_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Garden Explorer`)
};

const es_games_hunt_garden_name = /** @type {(inputs: Games_Hunt_Garden_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Explorador del jardín`)
};

/**
* | output |
* | --- |
* | "Garden Explorer" |
*
* @param {Games_Hunt_Garden_NameInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_hunt_garden_name = /** @type {((inputs?: Games_Hunt_Garden_NameInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Games_Hunt_Garden_NameInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_games_hunt_garden_name(inputs)
	return en_games_hunt_garden_name(inputs)
});