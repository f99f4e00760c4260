/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reader_Settings_Sign_InInputs */

const en_reader_settings_sign_in = /** @type {(inputs: Reader_Settings_Sign_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please sign in to keep your reading settings on every device.`)
};

const es_reader_settings_sign_in = /** @type {(inputs: Reader_Settings_Sign_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inicia sesión para guardar cómo te gusta leer en todos tus aparatos.`)
};

/**
* | output |
* | --- |
* | "Please sign in to keep your reading settings on every device." |
*
* @param {Reader_Settings_Sign_InInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const reader_settings_sign_in = /** @type {((inputs?: Reader_Settings_Sign_InInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reader_Settings_Sign_InInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_reader_settings_sign_in(inputs)
	return en_reader_settings_sign_in(inputs)
});