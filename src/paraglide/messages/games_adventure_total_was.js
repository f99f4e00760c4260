/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ total: NonNullable<unknown>, needed: NonNullable<unknown> }} Games_Adventure_Total_WasInputs */

const en_games_adventure_total_was = /** @type {(inputs: Games_Adventure_Total_WasInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Your stat total was ${i?.total}. You need ${i?.needed}.`)
};

const es_games_adventure_total_was = /** @type {(inputs: Games_Adventure_Total_WasInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Tu total fue ${i?.total}. Necesitas ${i?.needed}.`)
};

/**
* | output |
* | --- |
* | "Your stat total was {total}. You need {needed}." |
*
* @param {Games_Adventure_Total_WasInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_adventure_total_was = /** @type {((inputs: Games_Adventure_Total_WasInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Games_Adventure_Total_WasInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_games_adventure_total_was(inputs)
	return en_games_adventure_total_was(inputs)
});