/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Family_Save_PinInputs */

const en_family_save_pin = /** @type {(inputs: Family_Save_PinInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Save PIN`)
};

const es_family_save_pin = /** @type {(inputs: Family_Save_PinInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Guardar el PIN`)
};

/**
* | output |
* | --- |
* | "Save PIN" |
*
* @param {Family_Save_PinInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const family_save_pin = /** @type {((inputs?: Family_Save_PinInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Family_Save_PinInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_family_save_pin(inputs)
	return en_family_save_pin(inputs)
});