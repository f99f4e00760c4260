/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Section_Bible_GamesInputs */

const en_home_section_bible_games = /** @type {(inputs: Home_Section_Bible_GamesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bible Games`)
};

const es_home_section_bible_games = /** @type {(inputs: Home_Section_Bible_GamesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Juegos bíblicos`)
};

/**
* | output |
* | --- |
* | "Bible Games" |
*
* @param {Home_Section_Bible_GamesInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const home_section_bible_games = /** @type {((inputs?: Home_Section_Bible_GamesInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Section_Bible_GamesInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_home_section_bible_games(inputs)
	return en_home_section_bible_games(inputs)
});