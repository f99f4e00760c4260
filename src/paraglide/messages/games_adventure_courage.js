/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Games_Adventure_CourageInputs */

const en_games_adventure_courage = /** @type {(inputs: Games_Adventure_CourageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Courage`)
};

const es_games_adventure_courage = /** @type {(inputs: Games_Adventure_CourageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Valentía`)
};

/**
* | output |
* | --- |
* | "Courage" |
*
* @param {Games_Adventure_CourageInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_adventure_courage = /** @type {((inputs?: Games_Adventure_CourageInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Games_Adventure_CourageInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_games_adventure_courage(inputs)
	return en_games_adventure_courage(inputs)
});