/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Games_Scrambled_Final_LabelInputs */

const en_games_scrambled_final_label = /** @type {(inputs: Games_Scrambled_Final_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Final score`)
};

const es_games_scrambled_final_label = /** @type {(inputs: Games_Scrambled_Final_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Puntuación final`)
};

/**
* | output |
* | --- |
* | "Final score" |
*
* @param {Games_Scrambled_Final_LabelInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_scrambled_final_label = /** @type {((inputs?: Games_Scrambled_Final_LabelInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Games_Scrambled_Final_LabelInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_games_scrambled_final_label(inputs)
	return en_games_scrambled_final_label(inputs)
});