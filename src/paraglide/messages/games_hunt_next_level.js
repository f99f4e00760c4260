/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ level: NonNullable<unknown>, name: NonNullable<unknown> }} Games_Hunt_Next_LevelInputs */

const en_games_hunt_next_level = /** @type {(inputs: Games_Hunt_Next_LevelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Next: Level ${i?.level}, ${i?.name}`)
};

const es_games_hunt_next_level = /** @type {(inputs: Games_Hunt_Next_LevelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Siguiente: nivel ${i?.level}, ${i?.name}`)
};

/**
* | output |
* | --- |
* | "Next: Level {level}, {name}" |
*
* @param {Games_Hunt_Next_LevelInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_hunt_next_level = /** @type {((inputs: Games_Hunt_Next_LevelInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Games_Hunt_Next_LevelInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_games_hunt_next_level(inputs)
	return en_games_hunt_next_level(inputs)
});