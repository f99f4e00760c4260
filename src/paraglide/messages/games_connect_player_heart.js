/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Games_Connect_Player_HeartInputs */

const en_games_connect_player_heart = /** @type {(inputs: Games_Connect_Player_HeartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Player 2 (heart)`)
};

const es_games_connect_player_heart = /** @type {(inputs: Games_Connect_Player_HeartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Jugador 2 (corazón)`)
};

/**
* | output |
* | --- |
* | "Player 2 (heart)" |
*
* @param {Games_Connect_Player_HeartInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_connect_player_heart = /** @type {((inputs?: Games_Connect_Player_HeartInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Games_Connect_Player_HeartInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_games_connect_player_heart(inputs)
	return en_games_connect_player_heart(inputs)
});