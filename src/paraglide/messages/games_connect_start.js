/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Games_Connect_StartInputs */

const en_games_connect_start = /** @type {(inputs: Games_Connect_StartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Player 1 starts. Choose a column, then answer the question to drop your piece.`)
};

const es_games_connect_start = /** @type {(inputs: Games_Connect_StartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Empieza el jugador 1. Elige una columna y contesta la pregunta para soltar tu ficha.`)
};

/**
* | output |
* | --- |
* | "Player 1 starts. Choose a column, then answer the question to drop your piece." |
*
* @param {Games_Connect_StartInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_connect_start = /** @type {((inputs?: Games_Connect_StartInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Games_Connect_StartInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_games_connect_start(inputs)
	return en_games_connect_start(inputs)
});