/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ n: NonNullable<unknown>, clue: NonNullable<unknown> }} Games_Hunt_ClueInputs */

const en_games_hunt_clue = /** @type {(inputs: Games_Hunt_ClueInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Clue ${i?.n}: ${i?.clue}`)
};

const es_games_hunt_clue = /** @type {(inputs: Games_Hunt_ClueInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Pista ${i?.n}: ${i?.clue}`)
};

/**
* | output |
* | --- |
* | "Clue {n}: {clue}" |
*
* @param {Games_Hunt_ClueInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_hunt_clue = /** @type {((inputs: Games_Hunt_ClueInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Games_Hunt_ClueInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_games_hunt_clue(inputs)
	return en_games_hunt_clue(inputs)
});