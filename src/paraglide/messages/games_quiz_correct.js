/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ points: NonNullable<unknown> }} Games_Quiz_CorrectInputs */

const en_games_quiz_correct = /** @type {(inputs: Games_Quiz_CorrectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`✅ Correct! +${i?.points} points`)
};

const es_games_quiz_correct = /** @type {(inputs: Games_Quiz_CorrectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`✅ ¡Correcto! +${i?.points} puntos`)
};

/**
* | output |
* | --- |
* | "✅ Correct! +{points} points" |
*
* @param {Games_Quiz_CorrectInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_quiz_correct = /** @type {((inputs: Games_Quiz_CorrectInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Games_Quiz_CorrectInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_games_quiz_correct(inputs)
	return en_games_quiz_correct(inputs)
});