/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ column: NonNullable<unknown> }} Games_Connect_Drop_FullInputs */

const en_games_connect_drop_full = /** @type {(inputs: Games_Connect_Drop_FullInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Drop in column ${i?.column} (full)`)
};

const es_games_connect_drop_full = /** @type {(inputs: Games_Connect_Drop_FullInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Soltar en la columna ${i?.column} (llena)`)
};

/**
* | output |
* | --- |
* | "Drop in column {column} (full)" |
*
* @param {Games_Connect_Drop_FullInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_connect_drop_full = /** @type {((inputs: Games_Connect_Drop_FullInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Games_Connect_Drop_FullInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_games_connect_drop_full(inputs)
	return en_games_connect_drop_full(inputs)
});