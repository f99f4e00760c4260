/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ level: NonNullable<unknown>, name: NonNullable<unknown> }} Games_Hunt_Level_TitleInputs */

const en_games_hunt_level_title = /** @type {(inputs: Games_Hunt_Level_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Level ${i?.level}: ${i?.name}`)
};

const es_games_hunt_level_title = /** @type {(inputs: Games_Hunt_Level_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Nivel ${i?.level}: ${i?.name}`)
};

/**
* | output |
* | --- |
* | "Level {level}: {name}" |
*
* @param {Games_Hunt_Level_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_hunt_level_title = /** @type {((inputs: Games_Hunt_Level_TitleInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Games_Hunt_Level_TitleInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_games_hunt_level_title(inputs)
	return en_games_hunt_level_title(inputs)
});