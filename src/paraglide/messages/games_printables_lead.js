/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Games_Printables_LeadInputs */

const en_games_printables_lead = /** @type {(inputs: Games_Printables_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Print a page, grab a pencil, and learn God's Word away from the screen!`)
};

const es_games_printables_lead = /** @type {(inputs: Games_Printables_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¡Imprime una hoja, toma un lápiz y aprende la Palabra de Dios lejos de la pantalla!`)
};

/**
* | output |
* | --- |
* | "Print a page, grab a pencil, and learn God's Word away from the screen!" |
*
* @param {Games_Printables_LeadInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_printables_lead = /** @type {((inputs?: Games_Printables_LeadInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Games_Printables_LeadInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_games_printables_lead(inputs)
	return en_games_printables_lead(inputs)
});