/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ fruit: NonNullable<unknown>, points: NonNullable<unknown> }} Games_Hunt_Found_FruitInputs */

const en_games_hunt_found_fruit = /** @type {(inputs: Games_Hunt_Found_FruitInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`You found ${i?.fruit}! +${i?.points} points`)
};

const es_games_hunt_found_fruit = /** @type {(inputs: Games_Hunt_Found_FruitInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`¡Encontraste ${i?.fruit}! +${i?.points} puntos`)
};

/**
* | output |
* | --- |
* | "You found {fruit}! +{points} points" |
*
* @param {Games_Hunt_Found_FruitInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_hunt_found_fruit = /** @type {((inputs: Games_Hunt_Found_FruitInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Games_Hunt_Found_FruitInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_games_hunt_found_fruit(inputs)
	return en_games_hunt_found_fruit(inputs)
});