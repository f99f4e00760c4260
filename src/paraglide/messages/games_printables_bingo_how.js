/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Games_Printables_Bingo_HowInputs */

const en_games_printables_bingo_how = /** @type {(inputs: Games_Printables_Bingo_HowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`When a name is called, colour its square. Five in a row, across, down or diagonally: BINGO!`)
};

const es_games_printables_bingo_how = /** @type {(inputs: Games_Printables_Bingo_HowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cuando se diga un nombre, colorea su casilla. Cinco en línea, de lado, hacia abajo o en diagonal: ¡BINGO!`)
};

/**
* | output |
* | --- |
* | "When a name is called, colour its square. Five in a row, across, down or diagonally: BINGO!" |
*
* @param {Games_Printables_Bingo_HowInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_printables_bingo_how = /** @type {((inputs?: Games_Printables_Bingo_HowInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Games_Printables_Bingo_HowInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_games_printables_bingo_how(inputs)
	return en_games_printables_bingo_how(inputs)
});