/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ player: NonNullable<unknown>, column: NonNullable<unknown> }} Games_Connect_CorrectInputs */

const en_games_connect_correct = /** @type {(inputs: Games_Connect_CorrectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Correct! ${i?.player} dropped a piece in column ${i?.column} and goes again.`)
};

const es_games_connect_correct = /** @type {(inputs: Games_Connect_CorrectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`¡Correcto! ${i?.player} soltó una ficha en la columna ${i?.column} y vuelve a jugar.`)
};

/**
* | output |
* | --- |
* | "Correct! {player} dropped a piece in column {column} and goes again." |
*
* @param {Games_Connect_CorrectInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_connect_correct = /** @type {((inputs: Games_Connect_CorrectInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Games_Connect_CorrectInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_games_connect_correct(inputs)
	return en_games_connect_correct(inputs)
});