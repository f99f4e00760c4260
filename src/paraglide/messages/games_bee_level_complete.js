/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Games_Bee_Level_CompleteInputs */

const en_games_bee_level_complete = /** @type {(inputs: Games_Bee_Level_CompleteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Level complete! 🐝`)
};

const es_games_bee_level_complete = /** @type {(inputs: Games_Bee_Level_CompleteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¡Nivel completado! 🐝`)
};

/**
* | output |
* | --- |
* | "Level complete! 🐝" |
*
* @param {Games_Bee_Level_CompleteInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_bee_level_complete = /** @type {((inputs?: Games_Bee_Level_CompleteInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Games_Bee_Level_CompleteInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_games_bee_level_complete(inputs)
	return en_games_bee_level_complete(inputs)
});