/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Games_Connect_Player_StarInputs */

const en_games_connect_player_star = /** @type {(inputs: Games_Connect_Player_StarInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Player 1 (star)`)
};

const es_games_connect_player_star = /** @type {(inputs: Games_Connect_Player_StarInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Jugador 1 (estrella)`)
};

/**
* | output |
* | --- |
* | "Player 1 (star)" |
*
* @param {Games_Connect_Player_StarInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_connect_player_star = /** @type {((inputs?: Games_Connect_Player_StarInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Games_Connect_Player_StarInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_games_connect_player_star(inputs)
	return en_games_connect_player_star(inputs)
});