/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reader_Theme_SystemInputs */

const en_reader_theme_system = /** @type {(inputs: Reader_Theme_SystemInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Like my device`)
};

const es_reader_theme_system = /** @type {(inputs: Reader_Theme_SystemInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Como en tu aparato`)
};

/**
* | output |
* | --- |
* | "Like my device" |
*
* @param {Reader_Theme_SystemInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const reader_theme_system = /** @type {((inputs?: Reader_Theme_SystemInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reader_Theme_SystemInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_reader_theme_system(inputs)
	return en_reader_theme_system(inputs)
});