/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ levels: NonNullable<unknown> }} Games_Quiz_All_LevelsInputs */

const en_games_quiz_all_levels = /** @type {(inputs: Games_Quiz_All_LevelsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`🏆 You finished all ${i?.levels} levels!`)
};

const es_games_quiz_all_levels = /** @type {(inputs: Games_Quiz_All_LevelsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`🏆 ¡Terminaste los ${i?.levels} niveles!`)
};

/**
* | output |
* | --- |
* | "🏆 You finished all {levels} levels!" |
*
* @param {Games_Quiz_All_LevelsInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_quiz_all_levels = /** @type {((inputs: Games_Quiz_All_LevelsInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Games_Quiz_All_LevelsInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_games_quiz_all_levels(inputs)
	return en_games_quiz_all_levels(inputs)
});