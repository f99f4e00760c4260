/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ passed: NonNullable<unknown>, level: NonNullable<unknown> }} Games_Quiz_Level_UpInputs */

const en_games_quiz_level_up = /** @type {(inputs: Games_Quiz_Level_UpInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`🎉 Level ${i?.passed} complete! Welcome to level ${i?.level}.`)
};

const es_games_quiz_level_up = /** @type {(inputs: Games_Quiz_Level_UpInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`🎉 ¡Completaste el nivel ${i?.passed}! Ya estás en el nivel ${i?.level}.`)
};

/**
* | output |
* | --- |
* | "🎉 Level {passed} complete! Welcome to level {level}." |
*
* @param {Games_Quiz_Level_UpInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_quiz_level_up = /** @type {((inputs: Games_Quiz_Level_UpInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Games_Quiz_Level_UpInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_games_quiz_level_up(inputs)
	return en_games_quiz_level_up(inputs)
});