/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ n: NonNullable<unknown>, total: NonNullable<unknown> }} Games_Hunt_Which_FruitInputs */

const en_games_hunt_which_fruit = /** @type {(inputs: Games_Hunt_Which_FruitInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Fruit ${i?.n} of ${i?.total}: which fruit is this?`)
};

const es_games_hunt_which_fruit = /** @type {(inputs: Games_Hunt_Which_FruitInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Fruto ${i?.n} de ${i?.total}: ¿qué fruto es?`)
};

/**
* | output |
* | --- |
* | "Fruit {n} of {total}: which fruit is this?" |
*
* @param {Games_Hunt_Which_FruitInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_hunt_which_fruit = /** @type {((inputs: Games_Hunt_Which_FruitInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Games_Hunt_Which_FruitInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_games_hunt_which_fruit(inputs)
	return en_games_hunt_which_fruit(inputs)
});