/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ points: NonNullable<unknown> }} Games_Hangman_Well_DoneInputs */

const en_games_hangman_well_done = /** @type {(inputs: Games_Hangman_Well_DoneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`🎉 Well done! +${i?.points} points`)
};

const es_games_hangman_well_done = /** @type {(inputs: Games_Hangman_Well_DoneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`🎉 ¡Muy bien! +${i?.points} puntos`)
};

/**
* | output |
* | --- |
* | "🎉 Well done! +{points} points" |
*
* @param {Games_Hangman_Well_DoneInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_hangman_well_done = /** @type {((inputs: Games_Hangman_Well_DoneInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Games_Hangman_Well_DoneInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_games_hangman_well_done(inputs)
	return en_games_hangman_well_done(inputs)
});