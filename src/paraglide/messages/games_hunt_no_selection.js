/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Games_Hunt_No_SelectionInputs */

const en_games_hunt_no_selection = /** @type {(inputs: Games_Hunt_No_SelectionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`First take a fruit from the basket.`)
};

const es_games_hunt_no_selection = /** @type {(inputs: Games_Hunt_No_SelectionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Primero toma un fruto de la canasta.`)
};

/**
* | output |
* | --- |
* | "First take a fruit from the basket." |
*
* @param {Games_Hunt_No_SelectionInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_hunt_no_selection = /** @type {((inputs?: Games_Hunt_No_SelectionInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Games_Hunt_No_SelectionInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_games_hunt_no_selection(inputs)
	return en_games_hunt_no_selection(inputs)
});