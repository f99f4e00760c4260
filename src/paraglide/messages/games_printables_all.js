/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Games_Printables_AllInputs */

const en_games_printables_all = /** @type {(inputs: Games_Printables_AllInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`All printables`)
};

const es_games_printables_all = /** @type {(inputs: Games_Printables_AllInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Todas las actividades`)
};

/**
* | output |
* | --- |
* | "All printables" |
*
* @param {Games_Printables_AllInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_printables_all = /** @type {((inputs?: Games_Printables_AllInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Games_Printables_AllInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_games_printables_all(inputs)
	return en_games_printables_all(inputs)
});