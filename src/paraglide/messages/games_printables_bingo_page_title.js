/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Games_Printables_Bingo_Page_TitleInputs */

const en_games_printables_bingo_page_title = /** @type {(inputs: Games_Printables_Bingo_Page_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Printable Bible Bingo Card`)
};

const es_games_printables_bingo_page_title = /** @type {(inputs: Games_Printables_Bingo_Page_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cartón de bingo bíblico para imprimir`)
};

/**
* | output |
* | --- |
* | "Printable Bible Bingo Card" |
*
* @param {Games_Printables_Bingo_Page_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_printables_bingo_page_title = /** @type {((inputs?: Games_Printables_Bingo_Page_TitleInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Games_Printables_Bingo_Page_TitleInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_games_printables_bingo_page_title(inputs)
	return en_games_printables_bingo_page_title(inputs)
});