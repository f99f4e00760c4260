/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ player: NonNullable<unknown> }} Games_Connect_TurnInputs */

const en_games_connect_turn = /** @type {(inputs: Games_Connect_TurnInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.player}'s turn`)
};

const es_games_connect_turn = /** @type {(inputs: Games_Connect_TurnInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Turno de ${i?.player}`)
};

/**
* | output |
* | --- |
* | "{player}'s turn" |
*
* @param {Games_Connect_TurnInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_connect_turn = /** @type {((inputs: Games_Connect_TurnInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Games_Connect_TurnInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_games_connect_turn(inputs)
	return en_games_connect_turn(inputs)
});