/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Games_Hunt_Matcher_How_ToInputs */

const en_games_hunt_matcher_how_to = /** @type {(inputs: Games_Hunt_Matcher_How_ToInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Read what the fruit is like, then tap the fruit that matches it. A wrong answer costs 15 seconds.`)
};

const es_games_hunt_matcher_how_to = /** @type {(inputs: Games_Hunt_Matcher_How_ToInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lee cómo es el fruto y toca el fruto que corresponde. Una respuesta equivocada te quita 15 segundos.`)
};

/**
* | output |
* | --- |
* | "Read what the fruit is like, then tap the fruit that matches it. A wrong answer costs 15 seconds." |
*
* @param {Games_Hunt_Matcher_How_ToInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_hunt_matcher_how_to = /** @type {((inputs?: Games_Hunt_Matcher_How_ToInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Games_Hunt_Matcher_How_ToInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_games_hunt_matcher_how_to(inputs)
	return en_games_hunt_matcher_how_to(inputs)
});