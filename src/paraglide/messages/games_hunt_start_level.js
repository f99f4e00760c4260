/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ level: NonNullable<unknown> }} Games_Hunt_Start_LevelInputs */

const en_games_hunt_start_level = /** @type {(inputs: Games_Hunt_Start_LevelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`▶ Start Level ${i?.level}`)
};

const es_games_hunt_start_level = /** @type {(inputs: Games_Hunt_Start_LevelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`▶ Empezar el nivel ${i?.level}`)
};

/**
* | output |
* | --- |
* | "▶ Start Level {level}" |
*
* @param {Games_Hunt_Start_LevelInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_hunt_start_level = /** @type {((inputs: Games_Hunt_Start_LevelInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Games_Hunt_Start_LevelInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_games_hunt_start_level(inputs)
	return en_games_hunt_start_level(inputs)
});