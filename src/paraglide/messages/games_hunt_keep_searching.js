/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Games_Hunt_Keep_SearchingInputs */

const en_games_hunt_keep_searching = /** @type {(inputs: Games_Hunt_Keep_SearchingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Keep searching!`)
};

const es_games_hunt_keep_searching = /** @type {(inputs: Games_Hunt_Keep_SearchingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¡Sigue buscando!`)
};

/**
* | output |
* | --- |
* | "Keep searching!" |
*
* @param {Games_Hunt_Keep_SearchingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_hunt_keep_searching = /** @type {((inputs?: Games_Hunt_Keep_SearchingInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Games_Hunt_Keep_SearchingInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_games_hunt_keep_searching(inputs)
	return en_games_hunt_keep_searching(inputs)
});