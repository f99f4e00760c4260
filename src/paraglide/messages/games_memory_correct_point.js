/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Games_Memory_Correct_PointInputs */

const en_games_memory_correct_point = /** @type {(inputs: Games_Memory_Correct_PointInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`✅ Correct! +1 point`)
};

const es_games_memory_correct_point = /** @type {(inputs: Games_Memory_Correct_PointInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`✅ ¡Correcto! +1 punto`)
};

/**
* | output |
* | --- |
* | "✅ Correct! +1 point" |
*
* @param {Games_Memory_Correct_PointInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_memory_correct_point = /** @type {((inputs?: Games_Memory_Correct_PointInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Games_Memory_Correct_PointInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_games_memory_correct_point(inputs)
	return en_games_memory_correct_point(inputs)
});