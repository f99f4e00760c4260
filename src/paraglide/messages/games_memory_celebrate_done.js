/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Games_Memory_Celebrate_DoneInputs */

const en_games_memory_celebrate_done = /** @type {(inputs: Games_Memory_Celebrate_DoneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`All ${i?.count} verses done! 🏆`)
};

const es_games_memory_celebrate_done = /** @type {(inputs: Games_Memory_Celebrate_DoneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`¡Los ${i?.count} versículos listos! 🏆`)
};

/**
* | output |
* | --- |
* | "All {count} verses done! 🏆" |
*
* @param {Games_Memory_Celebrate_DoneInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_memory_celebrate_done = /** @type {((inputs: Games_Memory_Celebrate_DoneInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Games_Memory_Celebrate_DoneInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_games_memory_celebrate_done(inputs)
	return en_games_memory_celebrate_done(inputs)
});