/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reader_ThemeInputs */

const en_reader_theme = /** @type {(inputs: Reader_ThemeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Colours`)
};

const es_reader_theme = /** @type {(inputs: Reader_ThemeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Colores`)
};

/**
* | output |
* | --- |
* | "Colours" |
*
* @param {Reader_ThemeInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const reader_theme = /** @type {((inputs?: Reader_ThemeInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reader_ThemeInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_reader_theme(inputs)
	return en_reader_theme(inputs)
});