/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Games_Connect_Winning_LineInputs */

const en_games_connect_winning_line = /** @type {(inputs: Games_Connect_Winning_LineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`, winning line`)
};

const es_games_connect_winning_line = /** @type {(inputs: Games_Connect_Winning_LineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`, línea ganadora`)
};

/**
* | output |
* | --- |
* | ", winning line" |
*
* @param {Games_Connect_Winning_LineInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_connect_winning_line = /** @type {((inputs?: Games_Connect_Winning_LineInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Games_Connect_Winning_LineInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_games_connect_winning_line(inputs)
	return en_games_connect_winning_line(inputs)
});