/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Games_Hunt_Path_LabelInputs */

const en_games_hunt_path_label = /** @type {(inputs: Games_Hunt_Path_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Garden path. Use the arrow keys or tap a square next to you.`)
};

const es_games_hunt_path_label = /** @type {(inputs: Games_Hunt_Path_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Camino del jardín. Usa las flechas o toca una casilla que esté a tu lado.`)
};

/**
* | output |
* | --- |
* | "Garden path. Use the arrow keys or tap a square next to you." |
*
* @param {Games_Hunt_Path_LabelInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_hunt_path_label = /** @type {((inputs?: Games_Hunt_Path_LabelInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Games_Hunt_Path_LabelInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_games_hunt_path_label(inputs)
	return en_games_hunt_path_label(inputs)
});