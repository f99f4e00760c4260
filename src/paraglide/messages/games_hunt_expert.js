/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Games_Hunt_ExpertInputs */

const en_games_hunt_expert = /** @type {(inputs: Games_Hunt_ExpertInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You are a Fruit of the Spirit expert. Final score:`)
};

const es_games_hunt_expert = /** @type {(inputs: Games_Hunt_ExpertInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ya eres experto en el fruto del Espíritu. Puntos finales:`)
};

/**
* | output |
* | --- |
* | "You are a Fruit of the Spirit expert. Final score:" |
*
* @param {Games_Hunt_ExpertInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_hunt_expert = /** @type {((inputs?: Games_Hunt_ExpertInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Games_Hunt_ExpertInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_games_hunt_expert(inputs)
	return en_games_hunt_expert(inputs)
});