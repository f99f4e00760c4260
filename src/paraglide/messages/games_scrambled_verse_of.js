/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ n: NonNullable<unknown>, total: NonNullable<unknown> }} Games_Scrambled_Verse_OfInputs */

const en_games_scrambled_verse_of = /** @type {(inputs: Games_Scrambled_Verse_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Verse ${i?.n} of ${i?.total}:`)
};

const es_games_scrambled_verse_of = /** @type {(inputs: Games_Scrambled_Verse_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Versículo ${i?.n} de ${i?.total}:`)
};

/**
* | output |
* | --- |
* | "Verse {n} of {total}:" |
*
* @param {Games_Scrambled_Verse_OfInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_scrambled_verse_of = /** @type {((inputs: Games_Scrambled_Verse_OfInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Games_Scrambled_Verse_OfInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_games_scrambled_verse_of(inputs)
	return en_games_scrambled_verse_of(inputs)
});