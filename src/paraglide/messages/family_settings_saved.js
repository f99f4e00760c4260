/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Family_Settings_SavedInputs */

const en_family_settings_saved = /** @type {(inputs: Family_Settings_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your family settings were saved.`)
};

const es_family_settings_saved = /** @type {(inputs: Family_Settings_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Se guardaron los ajustes de tu familia.`)
};

/**
* | output |
* | --- |
* | "Your family settings were saved." |
*
* @param {Family_Settings_SavedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const family_settings_saved = /** @type {((inputs?: Family_Settings_SavedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Family_Settings_SavedInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_family_settings_saved(inputs)
	return en_family_settings_saved(inputs)
});