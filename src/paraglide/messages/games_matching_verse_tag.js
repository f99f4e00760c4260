/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Games_Matching_Verse_TagInputs */

const en_games_matching_verse_tag = /** @type {(inputs: Games_Matching_Verse_TagInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`📖 Verse`)
};

const es_games_matching_verse_tag = /** @type {(inputs: Games_Matching_Verse_TagInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`📖 Versículo`)
};

/**
* | output |
* | --- |
* | "📖 Verse" |
*
* @param {Games_Matching_Verse_TagInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_matching_verse_tag = /** @type {((inputs?: Games_Matching_Verse_TagInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Games_Matching_Verse_TagInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_games_matching_verse_tag(inputs)
	return en_games_matching_verse_tag(inputs)
});