/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Games_Hunt_Not_FruitInputs */

const en_games_hunt_not_fruit = /** @type {(inputs: Games_Hunt_Not_FruitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`That's not a Fruit of the Spirit! Try again!`)
};

const es_games_hunt_not_fruit = /** @type {(inputs: Games_Hunt_Not_FruitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¡Eso no es un fruto del Espíritu! ¡Inténtalo otra vez!`)
};

/**
* | output |
* | --- |
* | "That's not a Fruit of the Spirit! Try again!" |
*
* @param {Games_Hunt_Not_FruitInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_hunt_not_fruit = /** @type {((inputs?: Games_Hunt_Not_FruitInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Games_Hunt_Not_FruitInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_games_hunt_not_fruit(inputs)
	return en_games_hunt_not_fruit(inputs)
});