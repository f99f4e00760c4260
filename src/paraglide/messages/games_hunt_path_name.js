/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Games_Hunt_Path_NameInputs */

const en_games_hunt_path_name = /** @type {(inputs: Games_Hunt_Path_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Timed Path Maker`)
};

const es_games_hunt_path_name = /** @type {(inputs: Games_Hunt_Path_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Camino contra reloj`)
};

/**
* | output |
* | --- |
* | "Timed Path Maker" |
*
* @param {Games_Hunt_Path_NameInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_hunt_path_name = /** @type {((inputs?: Games_Hunt_Path_NameInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Games_Hunt_Path_NameInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_games_hunt_path_name(inputs)
	return en_games_hunt_path_name(inputs)
});