/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ reference: NonNullable<unknown> }} Games_Printables_Tracing_DescriptionInputs */

const en_games_printables_tracing_description = /** @type {(inputs: Games_Printables_Tracing_DescriptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`A printable tracing sheet of ${i?.reference}.`)
};

const es_games_printables_tracing_description = /** @type {(inputs: Games_Printables_Tracing_DescriptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Una hoja para repasar ${i?.reference}, lista para imprimir.`)
};

/**
* | output |
* | --- |
* | "A printable tracing sheet of {reference}." |
*
* @param {Games_Printables_Tracing_DescriptionInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_printables_tracing_description = /** @type {((inputs: Games_Printables_Tracing_DescriptionInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Games_Printables_Tracing_DescriptionInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_games_printables_tracing_description(inputs)
	return en_games_printables_tracing_description(inputs)
});