/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ reference: NonNullable<unknown> }} Games_Scrambled_SolvedInputs */

const en_games_scrambled_solved = /** @type {(inputs: Games_Scrambled_SolvedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`✅ You unscrambled ${i?.reference}!`)
};

const es_games_scrambled_solved = /** @type {(inputs: Games_Scrambled_SolvedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`✅ ¡Ordenaste ${i?.reference}!`)
};

/**
* | output |
* | --- |
* | "✅ You unscrambled {reference}!" |
*
* @param {Games_Scrambled_SolvedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_scrambled_solved = /** @type {((inputs: Games_Scrambled_SolvedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Games_Scrambled_SolvedInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_games_scrambled_solved(inputs)
	return en_games_scrambled_solved(inputs)
});