/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ answer: NonNullable<unknown> }} Games_Bee_WrongInputs */

const en_games_bee_wrong = /** @type {(inputs: Games_Bee_WrongInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Try again! The correct answer was: ${i?.answer}`)
};

const es_games_bee_wrong = /** @type {(inputs: Games_Bee_WrongInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`¡Sigue intentando! La respuesta correcta era: ${i?.answer}`)
};

/**
* | output |
* | --- |
* | "Try again! The correct answer was: {answer}" |
*
* @param {Games_Bee_WrongInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_bee_wrong = /** @type {((inputs: Games_Bee_WrongInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Games_Bee_WrongInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_games_bee_wrong(inputs)
	return en_games_bee_wrong(inputs)
});