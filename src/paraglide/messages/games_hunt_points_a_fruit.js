/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ points: NonNullable<unknown> }} Games_Hunt_Points_A_FruitInputs */

const en_games_hunt_points_a_fruit = /** @type {(inputs: Games_Hunt_Points_A_FruitInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.points} points a fruit`)
};

const es_games_hunt_points_a_fruit = /** @type {(inputs: Games_Hunt_Points_A_FruitInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.points} puntos por fruto`)
};

/**
* | output |
* | --- |
* | "{points} points a fruit" |
*
* @param {Games_Hunt_Points_A_FruitInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_hunt_points_a_fruit = /** @type {((inputs: Games_Hunt_Points_A_FruitInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Games_Hunt_Points_A_FruitInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_games_hunt_points_a_fruit(inputs)
	return en_games_hunt_points_a_fruit(inputs)
});