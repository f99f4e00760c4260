/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Games_Memory_PracticeInputs */

const en_games_memory_practice = /** @type {(inputs: Games_Memory_PracticeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Practice`)
};

const es_games_memory_practice = /** @type {(inputs: Games_Memory_PracticeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Practicar`)
};

/**
* | output |
* | --- |
* | "Practice" |
*
* @param {Games_Memory_PracticeInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_memory_practice = /** @type {((inputs?: Games_Memory_PracticeInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Games_Memory_PracticeInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_games_memory_practice(inputs)
	return en_games_memory_practice(inputs)
});