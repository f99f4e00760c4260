/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ score: NonNullable<unknown>, total: NonNullable<unknown> }} Games_Scrambled_FinalInputs */

const en_games_scrambled_final = /** @type {(inputs: Games_Scrambled_FinalInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`You unscrambled ${i?.score} of ${i?.total} verses!`)
};

const es_games_scrambled_final = /** @type {(inputs: Games_Scrambled_FinalInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`¡Ordenaste ${i?.score} de ${i?.total} versículos!`)
};

/**
* | output |
* | --- |
* | "You unscrambled {score} of {total} verses!" |
*
* @param {Games_Scrambled_FinalInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_scrambled_final = /** @type {((inputs: Games_Scrambled_FinalInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Games_Scrambled_FinalInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_games_scrambled_final(inputs)
	return en_games_scrambled_final(inputs)
});