/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Games_Connect_Draw_NoteInputs */

const en_games_connect_draw_note = /** @type {(inputs: Games_Connect_Draw_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The board is full. It is a draw!`)
};

const es_games_connect_draw_note = /** @type {(inputs: Games_Connect_Draw_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El tablero está lleno. ¡Es un empate!`)
};

/**
* | output |
* | --- |
* | "The board is full. It is a draw!" |
*
* @param {Games_Connect_Draw_NoteInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_connect_draw_note = /** @type {((inputs?: Games_Connect_Draw_NoteInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Games_Connect_Draw_NoteInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_games_connect_draw_note(inputs)
	return en_games_connect_draw_note(inputs)
});