/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ score: NonNullable<unknown> }} Games_Adventure_FinalInputs */

const en_games_adventure_final = /** @type {(inputs: Games_Adventure_FinalInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Final score: ${i?.score}. Keep growing in wisdom, courage and faith every day!`)
};

const es_games_adventure_final = /** @type {(inputs: Games_Adventure_FinalInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Puntos finales: ${i?.score}. ¡Sigue creciendo cada día en sabiduría, valentía y fe!`)
};

/**
* | output |
* | --- |
* | "Final score: {score}. Keep growing in wisdom, courage and faith every day!" |
*
* @param {Games_Adventure_FinalInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_adventure_final = /** @type {((inputs: Games_Adventure_FinalInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Games_Adventure_FinalInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_games_adventure_final(inputs)
	return en_games_adventure_final(inputs)
});