/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Games_Printables_FreeInputs */

const en_games_printables_free = /** @type {(inputs: Games_Printables_FreeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`⭐ FREE`)
};

const es_games_printables_free = /** @type {(inputs: Games_Printables_FreeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`⭐ LIBRE`)
};

/**
* | output |
* | --- |
* | "⭐ FREE" |
*
* @param {Games_Printables_FreeInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_printables_free = /** @type {((inputs?: Games_Printables_FreeInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Games_Printables_FreeInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_games_printables_free(inputs)
	return en_games_printables_free(inputs)
});