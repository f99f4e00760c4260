/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Games_Connect_Board_CaptionInputs */

const en_games_connect_board_caption = /** @type {(inputs: Games_Connect_Board_CaptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Game board, 6 rows by 7 columns. Row 1 is the top.`)
};

const es_games_connect_board_caption = /** @type {(inputs: Games_Connect_Board_CaptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tablero de juego, 6 filas por 7 columnas. La fila 1 es la de arriba.`)
};

/**
* | output |
* | --- |
* | "Game board, 6 rows by 7 columns. Row 1 is the top." |
*
* @param {Games_Connect_Board_CaptionInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_connect_board_caption = /** @type {((inputs?: Games_Connect_Board_CaptionInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Games_Connect_Board_CaptionInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_games_connect_board_caption(inputs)
	return en_games_connect_board_caption(inputs)
});