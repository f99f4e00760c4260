/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ references: NonNullable<unknown> }} Games_Memory_MasteredInputs */

const en_games_memory_mastered = /** @type {(inputs: Games_Memory_MasteredInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Verses mastered: ${i?.references}`)
};

const es_games_memory_mastered = /** @type {(inputs: Games_Memory_MasteredInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Versículos aprendidos: ${i?.references}`)
};

/**
* | output |
* | --- |
* | "Verses mastered: {references}" |
*
* @param {Games_Memory_MasteredInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_memory_mastered = /** @type {((inputs: Games_Memory_MasteredInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Games_Memory_MasteredInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_games_memory_mastered(inputs)
	return en_games_memory_mastered(inputs)
});