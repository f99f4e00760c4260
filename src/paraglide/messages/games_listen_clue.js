/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Games_Listen_ClueInputs */

const en_games_listen_clue = /** @type {(inputs: Games_Listen_ClueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Listen to the clue`)
};

const es_games_listen_clue = /** @type {(inputs: Games_Listen_ClueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Escucha la pista del nombre`)
};

/**
* | output |
* | --- |
* | "Listen to the clue" |
*
* @param {Games_Listen_ClueInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_listen_clue = /** @type {((inputs?: Games_Listen_ClueInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Games_Listen_ClueInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_games_listen_clue(inputs)
	return en_games_listen_clue(inputs)
});