/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Games_Printables_Name_LineInputs */

const en_games_printables_name_line = /** @type {(inputs: Games_Printables_Name_LineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Name: ______________________________`)
};

const es_games_printables_name_line = /** @type {(inputs: Games_Printables_Name_LineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nombre: ______________________________`)
};

/**
* | output |
* | --- |
* | "Name: ______________________________" |
*
* @param {Games_Printables_Name_LineInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_printables_name_line = /** @type {((inputs?: Games_Printables_Name_LineInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Games_Printables_Name_LineInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_games_printables_name_line(inputs)
	return en_games_printables_name_line(inputs)
});