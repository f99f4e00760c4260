/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ player: NonNullable<unknown> }} Games_Connect_WinsInputs */

const en_games_connect_wins = /** @type {(inputs: Games_Connect_WinsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`🎉 ${i?.player} wins!`)
};

const es_games_connect_wins = /** @type {(inputs: Games_Connect_WinsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`🎉 ¡Gana ${i?.player}!`)
};

/**
* | output |
* | --- |
* | "🎉 {player} wins!" |
*
* @param {Games_Connect_WinsInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_connect_wins = /** @type {((inputs: Games_Connect_WinsInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Games_Connect_WinsInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_games_connect_wins(inputs)
	return en_games_connect_wins(inputs)
});