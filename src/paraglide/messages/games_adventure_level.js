/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ level: NonNullable<unknown>, levels: NonNullable<unknown> }} Games_Adventure_LevelInputs */

const en_games_adventure_level = /** @type {(inputs: Games_Adventure_LevelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Level ${i?.level} of ${i?.levels}`)
};

const es_games_adventure_level = /** @type {(inputs: Games_Adventure_LevelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Nivel ${i?.level} de ${i?.levels}`)
};

/**
* | output |
* | --- |
* | "Level {level} of {levels}" |
*
* @param {Games_Adventure_LevelInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_adventure_level = /** @type {((inputs: Games_Adventure_LevelInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Games_Adventure_LevelInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_games_adventure_level(inputs)
	return en_games_adventure_level(inputs)
});