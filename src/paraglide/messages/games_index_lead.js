/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Games_Index_LeadInputs */

const en_games_index_lead = /** @type {(inputs: Games_Index_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Learn God's Word while you play! Pick a game to start.`)
};

const es_games_index_lead = /** @type {(inputs: Games_Index_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¡Aprende la Palabra de Dios mientras juegas! Elige un juego para empezar.`)
};

/**
* | output |
* | --- |
* | "Learn God's Word while you play! Pick a game to start." |
*
* @param {Games_Index_LeadInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_index_lead = /** @type {((inputs?: Games_Index_LeadInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Games_Index_LeadInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_games_index_lead(inputs)
	return en_games_index_lead(inputs)
});