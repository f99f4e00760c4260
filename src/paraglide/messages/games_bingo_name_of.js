/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ n: NonNullable<unknown>, total: NonNullable<unknown> }} Games_Bingo_Name_OfInputs */

const en_games_bingo_name_of = /** @type {(inputs: Games_Bingo_Name_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Name ${i?.n} of ${i?.total}:`)
};

const es_games_bingo_name_of = /** @type {(inputs: Games_Bingo_Name_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Nombre ${i?.n} de ${i?.total}:`)
};

/**
* | output |
* | --- |
* | "Name {n} of {total}:" |
*
* @param {Games_Bingo_Name_OfInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_bingo_name_of = /** @type {((inputs: Games_Bingo_Name_OfInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Games_Bingo_Name_OfInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_games_bingo_name_of(inputs)
	return en_games_bingo_name_of(inputs)
});