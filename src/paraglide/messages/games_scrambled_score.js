/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ score: NonNullable<unknown> }} Games_Scrambled_ScoreInputs */

const en_games_scrambled_score = /** @type {(inputs: Games_Scrambled_ScoreInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Score: ${i?.score}`)
};

const es_games_scrambled_score = /** @type {(inputs: Games_Scrambled_ScoreInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Puntos: ${i?.score}`)
};

/**
* | output |
* | --- |
* | "Score: {score}" |
*
* @param {Games_Scrambled_ScoreInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_scrambled_score = /** @type {((inputs: Games_Scrambled_ScoreInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Games_Scrambled_ScoreInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_games_scrambled_score(inputs)
	return en_games_scrambled_score(inputs)
});