/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ player: NonNullable<unknown>, column: NonNullable<unknown> }} Games_Connect_Answer_To_DropInputs */

const en_games_connect_answer_to_drop = /** @type {(inputs: Games_Connect_Answer_To_DropInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.player}: answer right to drop your piece in column ${i?.column}.`)
};

const es_games_connect_answer_to_drop = /** @type {(inputs: Games_Connect_Answer_To_DropInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.player}: contesta bien para soltar tu ficha en la columna ${i?.column}.`)
};

/**
* | output |
* | --- |
* | "{player}: answer right to drop your piece in column {column}." |
*
* @param {Games_Connect_Answer_To_DropInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_connect_answer_to_drop = /** @type {((inputs: Games_Connect_Answer_To_DropInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Games_Connect_Answer_To_DropInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_games_connect_answer_to_drop(inputs)
	return en_games_connect_answer_to_drop(inputs)
});