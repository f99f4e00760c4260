/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ pairs: NonNullable<unknown>, moves: NonNullable<unknown> }} Games_Matching_Won_StatusInputs */

const en_games_matching_won_status = /** @type {(inputs: Games_Matching_Won_StatusInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`You matched all ${i?.pairs} pairs in ${i?.moves} moves!`)
};

const es_games_matching_won_status = /** @type {(inputs: Games_Matching_Won_StatusInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`¡Juntaste las ${i?.pairs} parejas en ${i?.moves} movimientos!`)
};

/**
* | output |
* | --- |
* | "You matched all {pairs} pairs in {moves} moves!" |
*
* @param {Games_Matching_Won_StatusInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_matching_won_status = /** @type {((inputs: Games_Matching_Won_StatusInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Games_Matching_Won_StatusInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_games_matching_won_status(inputs)
	return en_games_matching_won_status(inputs)
});