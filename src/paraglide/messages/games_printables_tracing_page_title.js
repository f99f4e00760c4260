/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ reference: NonNullable<unknown> }} Games_Printables_Tracing_Page_TitleInputs */

const en_games_printables_tracing_page_title = /** @type {(inputs: Games_Printables_Tracing_Page_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Tracing Sheet: ${i?.reference}`)
};

const es_games_printables_tracing_page_title = /** @type {(inputs: Games_Printables_Tracing_Page_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Hoja para repasar: ${i?.reference}`)
};

/**
* | output |
* | --- |
* | "Tracing Sheet: {reference}" |
*
* @param {Games_Printables_Tracing_Page_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_printables_tracing_page_title = /** @type {((inputs: Games_Printables_Tracing_Page_TitleInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Games_Printables_Tracing_Page_TitleInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_games_printables_tracing_page_title(inputs)
	return en_games_printables_tracing_page_title(inputs)
});