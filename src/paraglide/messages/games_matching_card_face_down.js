/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ n: NonNullable<unknown> }} Games_Matching_Card_Face_DownInputs */

const en_games_matching_card_face_down = /** @type {(inputs: Games_Matching_Card_Face_DownInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Card ${i?.n}, face down`)
};

const es_games_matching_card_face_down = /** @type {(inputs: Games_Matching_Card_Face_DownInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Carta ${i?.n}, boca abajo`)
};

/**
* | output |
* | --- |
* | "Card {n}, face down" |
*
* @param {Games_Matching_Card_Face_DownInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_matching_card_face_down = /** @type {((inputs: Games_Matching_Card_Face_DownInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Games_Matching_Card_Face_DownInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_games_matching_card_face_down(inputs)
	return en_games_matching_card_face_down(inputs)
});