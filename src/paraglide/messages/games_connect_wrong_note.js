/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ answer: NonNullable<unknown>, player: NonNullable<unknown> }} Games_Connect_Wrong_NoteInputs */

const en_games_connect_wrong_note = /** @type {(inputs: Games_Connect_Wrong_NoteInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Not this time! The correct answer was: ${i?.answer}. Now it is ${i?.player}'s turn.`)
};

const es_games_connect_wrong_note = /** @type {(inputs: Games_Connect_Wrong_NoteInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`¡Esta vez no! La respuesta correcta era: ${i?.answer}. Ahora es el turno de ${i?.player}.`)
};

/**
* | output |
* | --- |
* | "Not this time! The correct answer was: {answer}. Now it is {player}'s turn." |
*
* @param {Games_Connect_Wrong_NoteInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_connect_wrong_note = /** @type {((inputs: Games_Connect_Wrong_NoteInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Games_Connect_Wrong_NoteInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_games_connect_wrong_note(inputs)
	return en_games_connect_wrong_note(inputs)
});