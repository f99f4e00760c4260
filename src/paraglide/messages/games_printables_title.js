/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Games_Printables_TitleInputs */

const en_games_printables_title = /** @type {(inputs: Games_Printables_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Printable Activities`)
};

const es_games_printables_title = /** @type {(inputs: Games_Printables_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Actividades para imprimir`)
};

/**
* | output |
* | --- |
* | "Printable Activities" |
*
* @param {Games_Printables_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_printables_title = /** @type {((inputs?: Games_Printables_TitleInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Games_Printables_TitleInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_games_printables_title(inputs)
	return en_games_printables_title(inputs)
});