/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Games_Matching_Reference_TagInputs */

const en_games_matching_reference_tag = /** @type {(inputs: Games_Matching_Reference_TagInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`📍 Reference`)
};

const es_games_matching_reference_tag = /** @type {(inputs: Games_Matching_Reference_TagInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`📍 Cita`)
};

/**
* | output |
* | --- |
* | "📍 Reference" |
*
* @param {Games_Matching_Reference_TagInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_matching_reference_tag = /** @type {((inputs?: Games_Matching_Reference_TagInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Games_Matching_Reference_TagInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_games_matching_reference_tag(inputs)
	return en_games_matching_reference_tag(inputs)
});