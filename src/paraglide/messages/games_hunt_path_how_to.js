/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Games_Hunt_Path_How_ToInputs */

const en_games_hunt_path_how_to = /** @type {(inputs: Games_Hunt_Path_How_ToInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Walk through the garden one square at a time (tap a square next to you, or use the arrow keys) and collect the fruits. Thorn bushes block the way and cost 15 seconds.`)
};

const es_games_hunt_path_how_to = /** @type {(inputs: Games_Hunt_Path_How_ToInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Camina por el jardín de casilla en casilla (toca una casilla que esté a tu lado o usa las flechas del teclado) y recoge los frutos. Los espinos cierran el paso y te quitan 15 segundos.`)
};

/**
* | output |
* | --- |
* | "Walk through the garden one square at a time (tap a square next to you, or use the arrow keys) and collect the fruits. Thorn bushes block the way and cost 15..." |
*
* @param {Games_Hunt_Path_How_ToInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_hunt_path_how_to = /** @type {((inputs?: Games_Hunt_Path_How_ToInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Games_Hunt_Path_How_ToInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_games_hunt_path_how_to(inputs)
	return en_games_hunt_path_how_to(inputs)
});