/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reader_Settings_Not_SavedInputs */

const en_reader_settings_not_saved = /** @type {(inputs: Reader_Settings_Not_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your reading settings are kept on this device, but they could not be saved to your account.`)
};

const es_reader_settings_not_saved = /** @type {(inputs: Reader_Settings_Not_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tus ajustes de lectura se quedan en este aparato, pero no pudimos guardarlos en tu cuenta.`)
};

/**
* | output |
* | --- |
* | "Your reading settings are kept on this device, but they could not be saved to your account." |
*
* @param {Reader_Settings_Not_SavedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const reader_settings_not_saved = /** @type {((inputs?: Reader_Settings_Not_SavedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reader_Settings_Not_SavedInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_reader_settings_not_saved(inputs)
	return en_reader_settings_not_saved(inputs)
});