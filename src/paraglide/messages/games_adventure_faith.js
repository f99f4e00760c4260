/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Games_Adventure_FaithInputs */

const en_games_adventure_faith = /** @type {(inputs: Games_Adventure_FaithInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Faith`)
};

const es_games_adventure_faith = /** @type {(inputs: Games_Adventure_FaithInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fe`)
};

/**
* | output |
* | --- |
* | "Faith" |
*
* @param {Games_Adventure_FaithInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_adventure_faith = /** @type {((inputs?: Games_Adventure_FaithInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Games_Adventure_FaithInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_games_adventure_faith(inputs)
	return en_games_adventure_faith(inputs)
});