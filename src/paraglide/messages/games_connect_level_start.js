/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ level: NonNullable<unknown> }} Games_Connect_Level_StartInputs */

const en_games_connect_level_start = /** @type {(inputs: Games_Connect_Level_StartInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Level ${i?.level}: Player 1 starts. Choose a column, then answer the question.`)
};

const es_games_connect_level_start = /** @type {(inputs: Games_Connect_Level_StartInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Nivel ${i?.level}: empieza el jugador 1. Elige una columna y contesta la pregunta.`)
};

/**
* | output |
* | --- |
* | "Level {level}: Player 1 starts. Choose a column, then answer the question." |
*
* @param {Games_Connect_Level_StartInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_connect_level_start = /** @type {((inputs: Games_Connect_Level_StartInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Games_Connect_Level_StartInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_games_connect_level_start(inputs)
	return en_games_connect_level_start(inputs)
});