/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ total: NonNullable<unknown>, needed: NonNullable<unknown> }} Games_Adventure_Stat_TotalInputs */

const en_games_adventure_stat_total = /** @type {(inputs: Games_Adventure_Stat_TotalInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Stat total: ${i?.total}. Reach ${i?.needed} by the end of a level to move up.`)
};

const es_games_adventure_stat_total = /** @type {(inputs: Games_Adventure_Stat_TotalInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Total: ${i?.total}. Llega a ${i?.needed} antes de que termine el nivel para subir.`)
};

/**
* | output |
* | --- |
* | "Stat total: {total}. Reach {needed} by the end of a level to move up." |
*
* @param {Games_Adventure_Stat_TotalInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_adventure_stat_total = /** @type {((inputs: Games_Adventure_Stat_TotalInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Games_Adventure_Stat_TotalInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_games_adventure_stat_total(inputs)
	return en_games_adventure_stat_total(inputs)
});