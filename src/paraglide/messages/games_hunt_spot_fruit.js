/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Games_Hunt_Spot_FruitInputs */

const en_games_hunt_spot_fruit = /** @type {(inputs: Games_Hunt_Spot_FruitInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} fruit`)
};

const es_games_hunt_spot_fruit = /** @type {(inputs: Games_Hunt_Spot_FruitInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`fruto: ${i?.name}`)
};

/**
* | output |
* | --- |
* | "{name} fruit" |
*
* @param {Games_Hunt_Spot_FruitInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_hunt_spot_fruit = /** @type {((inputs: Games_Hunt_Spot_FruitInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Games_Hunt_Spot_FruitInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_games_hunt_spot_fruit(inputs)
	return en_games_hunt_spot_fruit(inputs)
});