/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ player: NonNullable<unknown> }} Games_Connect_FourInputs */

const en_games_connect_four = /** @type {(inputs: Games_Connect_FourInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Four in a line! ${i?.player} wins!`)
};

const es_games_connect_four = /** @type {(inputs: Games_Connect_FourInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`¡Cuatro en línea! ¡Gana ${i?.player}!`)
};

/**
* | output |
* | --- |
* | "Four in a line! {player} wins!" |
*
* @param {Games_Connect_FourInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_connect_four = /** @type {((inputs: Games_Connect_FourInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Games_Connect_FourInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_games_connect_four(inputs)
	return en_games_connect_four(inputs)
});