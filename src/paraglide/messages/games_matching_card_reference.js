/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ text: NonNullable<unknown> }} Games_Matching_Card_ReferenceInputs */

const en_games_matching_card_reference = /** @type {(inputs: Games_Matching_Card_ReferenceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`reference: ${i?.text}`)
};

const es_games_matching_card_reference = /** @type {(inputs: Games_Matching_Card_ReferenceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`cita: ${i?.text}`)
};

/**
* | output |
* | --- |
* | "reference: {text}" |
*
* @param {Games_Matching_Card_ReferenceInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_matching_card_reference = /** @type {((inputs: Games_Matching_Card_ReferenceInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Games_Matching_Card_ReferenceInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_games_matching_card_reference(inputs)
	return en_games_matching_card_reference(inputs)
});