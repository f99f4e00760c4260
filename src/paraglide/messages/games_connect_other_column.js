/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Games_Connect_Other_ColumnInputs */

const en_games_connect_other_column = /** @type {(inputs: Games_Connect_Other_ColumnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose another column`)
};

const es_games_connect_other_column = /** @type {(inputs: Games_Connect_Other_ColumnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Elegir otra columna`)
};

/**
* | output |
* | --- |
* | "Choose another column" |
*
* @param {Games_Connect_Other_ColumnInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_connect_other_column = /** @type {((inputs?: Games_Connect_Other_ColumnInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Games_Connect_Other_ColumnInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_games_connect_other_column(inputs)
	return en_games_connect_other_column(inputs)
});