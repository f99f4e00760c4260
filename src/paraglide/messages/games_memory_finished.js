/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Games_Memory_FinishedInputs */

const en_games_memory_finished = /** @type {(inputs: Games_Memory_FinishedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`🏆 You finished all ${i?.count} verses!`)
};

const es_games_memory_finished = /** @type {(inputs: Games_Memory_FinishedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`🏆 ¡Terminaste los ${i?.count} versículos!`)
};

/**
* | output |
* | --- |
* | "🏆 You finished all {count} verses!" |
*
* @param {Games_Memory_FinishedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_memory_finished = /** @type {((inputs: Games_Memory_FinishedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Games_Memory_FinishedInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_games_memory_finished(inputs)
	return en_games_memory_finished(inputs)
});