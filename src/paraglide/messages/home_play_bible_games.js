/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Play_Bible_GamesInputs */

const en_home_play_bible_games = /** @type {(inputs: Home_Play_Bible_GamesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Play Bible games`)
};

const es_home_play_bible_games = /** @type {(inputs: Home_Play_Bible_GamesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Juega juegos bíblicos`)
};

/**
* | output |
* | --- |
* | "Play Bible games" |
*
* @param {Home_Play_Bible_GamesInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const home_play_bible_games = /** @type {((inputs?: Home_Play_Bible_GamesInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Play_Bible_GamesInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_home_play_bible_games(inputs)
	return en_home_play_bible_games(inputs)
});