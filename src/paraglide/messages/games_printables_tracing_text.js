/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Games_Printables_Tracing_TextInputs */

const en_games_printables_tracing_text = /** @type {(inputs: Games_Printables_Tracing_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Trace a verse with your pencil, then write it yourself.`)
};

const es_games_printables_tracing_text = /** @type {(inputs: Games_Printables_Tracing_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Repasa un versículo con tu lápiz y luego escríbelo tú solo.`)
};

/**
* | output |
* | --- |
* | "Trace a verse with your pencil, then write it yourself." |
*
* @param {Games_Printables_Tracing_TextInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_printables_tracing_text = /** @type {((inputs?: Games_Printables_Tracing_TextInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Games_Printables_Tracing_TextInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_games_printables_tracing_text(inputs)
	return en_games_printables_tracing_text(inputs)
});