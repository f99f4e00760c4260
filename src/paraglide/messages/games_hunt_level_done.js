/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ level: NonNullable<unknown> }} Games_Hunt_Level_DoneInputs */

const en_games_hunt_level_done = /** @type {(inputs: Games_Hunt_Level_DoneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`⭐ Level ${i?.level} complete!`)
};

const es_games_hunt_level_done = /** @type {(inputs: Games_Hunt_Level_DoneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`⭐ ¡Nivel ${i?.level} completado!`)
};

/**
* | output |
* | --- |
* | "⭐ Level {level} complete!" |
*
* @param {Games_Hunt_Level_DoneInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_hunt_level_done = /** @type {((inputs: Games_Hunt_Level_DoneInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Games_Hunt_Level_DoneInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_games_hunt_level_done(inputs)
	return en_games_hunt_level_done(inputs)
});