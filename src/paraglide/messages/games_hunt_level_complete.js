/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ level: NonNullable<unknown> }} Games_Hunt_Level_CompleteInputs */

const en_games_hunt_level_complete = /** @type {(inputs: Games_Hunt_Level_CompleteInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Level ${i?.level} complete!`)
};

const es_games_hunt_level_complete = /** @type {(inputs: Games_Hunt_Level_CompleteInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`¡Nivel ${i?.level} completado!`)
};

/**
* | output |
* | --- |
* | "Level {level} complete!" |
*
* @param {Games_Hunt_Level_CompleteInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_hunt_level_complete = /** @type {((inputs: Games_Hunt_Level_CompleteInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Games_Hunt_Level_CompleteInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_games_hunt_level_complete(inputs)
	return en_games_hunt_level_complete(inputs)
});