/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Games_Adventure_What_Will_You_DoInputs */

const en_games_adventure_what_will_you_do = /** @type {(inputs: Games_Adventure_What_Will_You_DoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`What will you do?`)
};

const es_games_adventure_what_will_you_do = /** @type {(inputs: Games_Adventure_What_Will_You_DoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¿Qué vas a hacer?`)
};

/**
* | output |
* | --- |
* | "What will you do?" |
*
* @param {Games_Adventure_What_Will_You_DoInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_adventure_what_will_you_do = /** @type {((inputs?: Games_Adventure_What_Will_You_DoInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Games_Adventure_What_Will_You_DoInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_games_adventure_what_will_you_do(inputs)
	return en_games_adventure_what_will_you_do(inputs)
});