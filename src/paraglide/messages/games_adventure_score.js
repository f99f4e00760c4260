/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Games_Adventure_ScoreInputs */

const en_games_adventure_score = /** @type {(inputs: Games_Adventure_ScoreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Score:`)
};

const es_games_adventure_score = /** @type {(inputs: Games_Adventure_ScoreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Puntos:`)
};

/**
* | output |
* | --- |
* | "Score:" |
*
* @param {Games_Adventure_ScoreInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_adventure_score = /** @type {((inputs?: Games_Adventure_ScoreInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Games_Adventure_ScoreInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_games_adventure_score(inputs)
	return en_games_adventure_score(inputs)
});