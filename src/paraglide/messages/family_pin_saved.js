/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Family_Pin_SavedInputs */

const en_family_pin_saved = /** @type {(inputs: Family_Pin_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`PIN Saved`)
};

const es_family_pin_saved = /** @type {(inputs: Family_Pin_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`PIN guardado`)
};

/**
* | output |
* | --- |
* | "PIN Saved" |
*
* @param {Family_Pin_SavedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const family_pin_saved = /** @type {((inputs?: Family_Pin_SavedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Family_Pin_SavedInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_family_pin_saved(inputs)
	return en_family_pin_saved(inputs)
});