/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ column: NonNullable<unknown> }} Games_Connect_DropInputs */

const en_games_connect_drop = /** @type {(inputs: Games_Connect_DropInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Drop in column ${i?.column}`)
};

const es_games_connect_drop = /** @type {(inputs: Games_Connect_DropInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Soltar en la columna ${i?.column}`)
};

/**
* | output |
* | --- |
* | "Drop in column {column}" |
*
* @param {Games_Connect_DropInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_connect_drop = /** @type {((inputs: Games_Connect_DropInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Games_Connect_DropInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_games_connect_drop(inputs)
	return en_games_connect_drop(inputs)
});