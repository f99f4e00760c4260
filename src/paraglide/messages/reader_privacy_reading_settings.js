/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reader_Privacy_Reading_SettingsInputs */

const en_reader_privacy_reading_settings = /** @type {(inputs: Reader_Privacy_Reading_SettingsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`How they like to read (text size, font, light or dark), so that reading looks the same on every device. Yours is kept the same way.`)
};

const es_reader_privacy_reading_settings = /** @type {(inputs: Reader_Privacy_Reading_SettingsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cómo le gusta leer a cada uno (tamaño y tipo de letra, claro u oscuro), para que la lectura se vea igual en todos sus aparatos. Lo mismo guardamos para ti.`)
};

/**
* | output |
* | --- |
* | "How they like to read (text size, font, light or dark), so that reading looks the same on every device. Yours is kept the same way." |
*
* @param {Reader_Privacy_Reading_SettingsInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const reader_privacy_reading_settings = /** @type {((inputs?: Reader_Privacy_Reading_SettingsInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reader_Privacy_Reading_SettingsInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_reader_privacy_reading_settings(inputs)
	return en_reader_privacy_reading_settings(inputs)
});