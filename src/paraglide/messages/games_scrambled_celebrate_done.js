/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Games_Scrambled_Celebrate_DoneInputs */

const en_games_scrambled_celebrate_done = /** @type {(inputs: Games_Scrambled_Celebrate_DoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`All done! 🏆`)
};

const es_games_scrambled_celebrate_done = /** @type {(inputs: Games_Scrambled_Celebrate_DoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¡Terminaste! 🏆`)
};

/**
* | output |
* | --- |
* | "All done! 🏆" |
*
* @param {Games_Scrambled_Celebrate_DoneInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_scrambled_celebrate_done = /** @type {((inputs?: Games_Scrambled_Celebrate_DoneInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Games_Scrambled_Celebrate_DoneInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_games_scrambled_celebrate_done(inputs)
	return en_games_scrambled_celebrate_done(inputs)
});