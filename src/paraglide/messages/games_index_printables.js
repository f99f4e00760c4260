/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Games_Index_PrintablesInputs */

const en_games_index_printables = /** @type {(inputs: Games_Index_PrintablesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Printable activities: word search, bingo and tracing sheets`)
};

const es_games_index_printables = /** @type {(inputs: Games_Index_PrintablesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Actividades para imprimir: sopas de letras, bingo y hojas para repasar letras`)
};

/**
* | output |
* | --- |
* | "Printable activities: word search, bingo and tracing sheets" |
*
* @param {Games_Index_PrintablesInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_index_printables = /** @type {((inputs?: Games_Index_PrintablesInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Games_Index_PrintablesInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_games_index_printables(inputs)
	return en_games_index_printables(inputs)
});