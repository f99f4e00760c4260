/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Games_Adventure_WisdomInputs */

const en_games_adventure_wisdom = /** @type {(inputs: Games_Adventure_WisdomInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wisdom`)
};

const es_games_adventure_wisdom = /** @type {(inputs: Games_Adventure_WisdomInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sabiduría`)
};

/**
* | output |
* | --- |
* | "Wisdom" |
*
* @param {Games_Adventure_WisdomInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_adventure_wisdom = /** @type {((inputs?: Games_Adventure_WisdomInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Games_Adventure_WisdomInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_games_adventure_wisdom(inputs)
	return en_games_adventure_wisdom(inputs)
});