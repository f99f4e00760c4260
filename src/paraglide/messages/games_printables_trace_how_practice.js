/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Games_Printables_Trace_How_PracticeInputs */

const en_games_printables_trace_how_practice = /** @type {(inputs: Games_Printables_Trace_How_PracticeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Trace the dotted letters with your pencil, then write each line yourself below it.`)
};

const es_games_printables_trace_how_practice = /** @type {(inputs: Games_Printables_Trace_How_PracticeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Repasa con tu lápiz las letras punteadas y luego escribe tú cada línea debajo.`)
};

/**
* | output |
* | --- |
* | "Trace the dotted letters with your pencil, then write each line yourself below it." |
*
* @param {Games_Printables_Trace_How_PracticeInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_printables_trace_how_practice = /** @type {((inputs?: Games_Printables_Trace_How_PracticeInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Games_Printables_Trace_How_PracticeInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_games_printables_trace_how_practice(inputs)
	return en_games_printables_trace_how_practice(inputs)
});