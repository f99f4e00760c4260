/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Games_Printables_DescriptionInputs */

const en_games_printables_description = /** @type {(inputs: Games_Printables_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Print Bible activities for kids: a word search, a Bible bingo card and memory-verse tracing sheets.`)
};

const es_games_printables_description = /** @type {(inputs: Games_Printables_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Imprime actividades bíblicas para niños: una sopa de letras, un cartón de bingo bíblico y hojas para repasar versículos.`)
};

/**
* | output |
* | --- |
* | "Print Bible activities for kids: a word search, a Bible bingo card and memory-verse tracing sheets." |
*
* @param {Games_Printables_DescriptionInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_printables_description = /** @type {((inputs?: Games_Printables_DescriptionInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Games_Printables_DescriptionInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_games_printables_description(inputs)
	return en_games_printables_description(inputs)
});