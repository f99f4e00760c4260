/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Games_Printables_TracingInputs */

const en_games_printables_tracing = /** @type {(inputs: Games_Printables_TracingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Memory Verse Tracing Sheets`)
};

const es_games_printables_tracing = /** @type {(inputs: Games_Printables_TracingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hojas para repasar versículos`)
};

/**
* | output |
* | --- |
* | "Memory Verse Tracing Sheets" |
*
* @param {Games_Printables_TracingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_printables_tracing = /** @type {((inputs?: Games_Printables_TracingInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Games_Printables_TracingInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_games_printables_tracing(inputs)
	return en_games_printables_tracing(inputs)
});