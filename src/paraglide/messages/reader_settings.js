/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reader_SettingsInputs */

const en_reader_settings = /** @type {(inputs: Reader_SettingsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reading settings`)
};

const es_reader_settings = /** @type {(inputs: Reader_SettingsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cómo quieres leer`)
};

/**
* | output |
* | --- |
* | "Reading settings" |
*
* @param {Reader_SettingsInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const reader_settings = /** @type {((inputs?: Reader_SettingsInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reader_SettingsInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_reader_settings(inputs)
	return en_reader_settings(inputs)
});