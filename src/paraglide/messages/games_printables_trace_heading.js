/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Games_Printables_Trace_HeadingInputs */

const en_games_printables_trace_heading = /** @type {(inputs: Games_Printables_Trace_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`✏️ Trace the Verse`)
};

const es_games_printables_trace_heading = /** @type {(inputs: Games_Printables_Trace_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`✏️ Repasa el versículo`)
};

/**
* | output |
* | --- |
* | "✏️ Trace the Verse" |
*
* @param {Games_Printables_Trace_HeadingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_printables_trace_heading = /** @type {((inputs?: Games_Printables_Trace_HeadingInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Games_Printables_Trace_HeadingInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_games_printables_trace_heading(inputs)
	return en_games_printables_trace_heading(inputs)
});