/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Games_Hunt_BasketInputs */

const en_games_hunt_basket = /** @type {(inputs: Games_Hunt_BasketInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`🧺 Fruits you found`)
};

const es_games_hunt_basket = /** @type {(inputs: Games_Hunt_BasketInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`🧺 Frutos que encontraste`)
};

/**
* | output |
* | --- |
* | "🧺 Fruits you found" |
*
* @param {Games_Hunt_BasketInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_hunt_basket = /** @type {((inputs?: Games_Hunt_BasketInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Games_Hunt_BasketInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_games_hunt_basket(inputs)
	return en_games_hunt_basket(inputs)
});