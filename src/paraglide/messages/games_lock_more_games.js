/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Games_Lock_More_GamesInputs */

const en_games_lock_more_games = /** @type {(inputs: Games_Lock_More_GamesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Upgrade for More Games`)
};

const es_games_lock_more_games = /** @type {(inputs: Games_Lock_More_GamesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mejora tu plan para más juegos`)
};

/**
* | output |
* | --- |
* | "Upgrade for More Games" |
*
* @param {Games_Lock_More_GamesInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_lock_more_games = /** @type {((inputs?: Games_Lock_More_GamesInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Games_Lock_More_GamesInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_games_lock_more_games(inputs)
	return en_games_lock_more_games(inputs)
});