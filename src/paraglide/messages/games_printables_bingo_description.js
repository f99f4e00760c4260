/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Games_Printables_Bingo_DescriptionInputs */

const en_games_printables_bingo_description = /** @type {(inputs: Games_Printables_Bingo_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A printable Bible bingo card of Bible names: a fresh card on every visit.`)
};

const es_games_printables_bingo_description = /** @type {(inputs: Games_Printables_Bingo_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un cartón de bingo bíblico con nombres de la Biblia para imprimir: uno nuevo en cada visita.`)
};

/**
* | output |
* | --- |
* | "A printable Bible bingo card of Bible names: a fresh card on every visit." |
*
* @param {Games_Printables_Bingo_DescriptionInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_printables_bingo_description = /** @type {((inputs?: Games_Printables_Bingo_DescriptionInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Games_Printables_Bingo_DescriptionInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_games_printables_bingo_description(inputs)
	return en_games_printables_bingo_description(inputs)
});