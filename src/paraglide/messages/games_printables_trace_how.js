/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Games_Printables_Trace_HowInputs */

const en_games_printables_trace_how = /** @type {(inputs: Games_Printables_Trace_HowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Trace the dotted letters with your pencil.`)
};

const es_games_printables_trace_how = /** @type {(inputs: Games_Printables_Trace_HowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Repasa con tu lápiz las letras punteadas.`)
};

/**
* | output |
* | --- |
* | "Trace the dotted letters with your pencil." |
*
* @param {Games_Printables_Trace_HowInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_printables_trace_how = /** @type {((inputs?: Games_Printables_Trace_HowInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Games_Printables_Trace_HowInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_games_printables_trace_how(inputs)
	return en_games_printables_trace_how(inputs)
});