/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Games_Hunt_Sequence_How_ToInputs */

const en_games_hunt_sequence_how_to = /** @type {(inputs: Games_Hunt_Sequence_How_ToInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pick the fruits in the order of Galatians 5:22-23. Each clue tells you which fruit comes next. A wrong one costs 15 seconds.`)
};

const es_games_hunt_sequence_how_to = /** @type {(inputs: Games_Hunt_Sequence_How_ToInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Elige los frutos en el orden de Gálatas 5:22-23. Cada pista te dice qué fruto va después. Uno equivocado te quita 15 segundos.`)
};

/**
* | output |
* | --- |
* | "Pick the fruits in the order of Galatians 5:22-23. Each clue tells you which fruit comes next. A wrong one costs 15 seconds." |
*
* @param {Games_Hunt_Sequence_How_ToInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_hunt_sequence_how_to = /** @type {((inputs?: Games_Hunt_Sequence_How_ToInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Games_Hunt_Sequence_How_ToInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_games_hunt_sequence_how_to(inputs)
	return en_games_hunt_sequence_how_to(inputs)
});