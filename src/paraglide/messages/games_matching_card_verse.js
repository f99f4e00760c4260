/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ text: NonNullable<unknown> }} Games_Matching_Card_VerseInputs */

const en_games_matching_card_verse = /** @type {(inputs: Games_Matching_Card_VerseInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`verse: ${i?.text}`)
};

const es_games_matching_card_verse = /** @type {(inputs: Games_Matching_Card_VerseInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`versículo: ${i?.text}`)
};

/**
* | output |
* | --- |
* | "verse: {text}" |
*
* @param {Games_Matching_Card_VerseInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_matching_card_verse = /** @type {((inputs: Games_Matching_Card_VerseInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Games_Matching_Card_VerseInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_games_matching_card_verse(inputs)
	return en_games_matching_card_verse(inputs)
});