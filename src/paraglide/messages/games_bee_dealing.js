/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Games_Bee_DealingInputs */

const en_games_bee_dealing = /** @type {(inputs: Games_Bee_DealingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Buzzing up the questions...`)
};

const es_games_bee_dealing = /** @type {(inputs: Games_Bee_DealingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zumbando las preguntas...`)
};

/**
* | output |
* | --- |
* | "Buzzing up the questions..." |
*
* @param {Games_Bee_DealingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_bee_dealing = /** @type {((inputs?: Games_Bee_DealingInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Games_Bee_DealingInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_games_bee_dealing(inputs)
	return en_games_bee_dealing(inputs)
});