/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Games_Adventure_Play_AgainInputs */

const en_games_adventure_play_again = /** @type {(inputs: Games_Adventure_Play_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Play Again`)
};

const es_games_adventure_play_again = /** @type {(inputs: Games_Adventure_Play_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Jugar otra vez`)
};

/**
* | output |
* | --- |
* | "Play Again" |
*
* @param {Games_Adventure_Play_AgainInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_adventure_play_again = /** @type {((inputs?: Games_Adventure_Play_AgainInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Games_Adventure_Play_AgainInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_games_adventure_play_again(inputs)
	return en_games_adventure_play_again(inputs)
});