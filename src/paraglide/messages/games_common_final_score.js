/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ score: NonNullable<unknown> }} Games_Common_Final_ScoreInputs */

const en_games_common_final_score = /** @type {(inputs: Games_Common_Final_ScoreInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Final score: ${i?.score} points`)
};

const es_games_common_final_score = /** @type {(inputs: Games_Common_Final_ScoreInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Puntuación final: ${i?.score} puntos`)
};

/**
* | output |
* | --- |
* | "Final score: {score} points" |
*
* @param {Games_Common_Final_ScoreInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_common_final_score = /** @type {((inputs: Games_Common_Final_ScoreInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Games_Common_Final_ScoreInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_games_common_final_score(inputs)
	return en_games_common_final_score(inputs)
});