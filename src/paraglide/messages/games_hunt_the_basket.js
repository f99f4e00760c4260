/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Games_Hunt_The_BasketInputs */

const en_games_hunt_the_basket = /** @type {(inputs: Games_Hunt_The_BasketInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`🧺 The basket`)
};

const es_games_hunt_the_basket = /** @type {(inputs: Games_Hunt_The_BasketInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`🧺 La canasta`)
};

/**
* | output |
* | --- |
* | "🧺 The basket" |
*
* @param {Games_Hunt_The_BasketInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_hunt_the_basket = /** @type {((inputs?: Games_Hunt_The_BasketInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Games_Hunt_The_BasketInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_games_hunt_the_basket(inputs)
	return en_games_hunt_the_basket(inputs)
});