/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Games_Hunt_Found_Them_AllInputs */

const en_games_hunt_found_them_all = /** @type {(inputs: Games_Hunt_Found_Them_AllInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You found them all!`)
};

const es_games_hunt_found_them_all = /** @type {(inputs: Games_Hunt_Found_Them_AllInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¡Los encontraste todos!`)
};

/**
* | output |
* | --- |
* | "You found them all!" |
*
* @param {Games_Hunt_Found_Them_AllInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_hunt_found_them_all = /** @type {((inputs?: Games_Hunt_Found_Them_AllInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Games_Hunt_Found_Them_AllInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_games_hunt_found_them_all(inputs)
	return en_games_hunt_found_them_all(inputs)
});