/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Games_Hunt_Matcher_NameInputs */

const en_games_hunt_matcher_name = /** @type {(inputs: Games_Hunt_Matcher_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fruit Matcher`)
};

const es_games_hunt_matcher_name = /** @type {(inputs: Games_Hunt_Matcher_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Une los frutos`)
};

/**
* | output |
* | --- |
* | "Fruit Matcher" |
*
* @param {Games_Hunt_Matcher_NameInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_hunt_matcher_name = /** @type {((inputs?: Games_Hunt_Matcher_NameInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Games_Hunt_Matcher_NameInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_games_hunt_matcher_name(inputs)
	return en_games_hunt_matcher_name(inputs)
});