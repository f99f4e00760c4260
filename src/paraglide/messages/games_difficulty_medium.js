/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Games_Difficulty_MediumInputs */

const en_games_difficulty_medium = /** @type {(inputs: Games_Difficulty_MediumInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Medium`)
};

const es_games_difficulty_medium = /** @type {(inputs: Games_Difficulty_MediumInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Medio`)
};

/**
* | output |
* | --- |
* | "Medium" |
*
* @param {Games_Difficulty_MediumInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_difficulty_medium = /** @type {((inputs?: Games_Difficulty_MediumInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Games_Difficulty_MediumInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_games_difficulty_medium(inputs)
	return en_games_difficulty_medium(inputs)
});