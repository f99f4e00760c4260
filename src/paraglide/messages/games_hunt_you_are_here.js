/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Games_Hunt_You_Are_HereInputs */

const en_games_hunt_you_are_here = /** @type {(inputs: Games_Hunt_You_Are_HereInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`you are here`)
};

const es_games_hunt_you_are_here = /** @type {(inputs: Games_Hunt_You_Are_HereInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`estás aquí`)
};

/**
* | output |
* | --- |
* | "you are here" |
*
* @param {Games_Hunt_You_Are_HereInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_hunt_you_are_here = /** @type {((inputs?: Games_Hunt_You_Are_HereInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Games_Hunt_You_Are_HereInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_games_hunt_you_are_here(inputs)
	return en_games_hunt_you_are_here(inputs)
});