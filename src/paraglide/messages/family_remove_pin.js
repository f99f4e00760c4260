/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Family_Remove_PinInputs */

const en_family_remove_pin = /** @type {(inputs: Family_Remove_PinInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Remove PIN`)
};

const es_family_remove_pin = /** @type {(inputs: Family_Remove_PinInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Quitar el PIN`)
};

/**
* | output |
* | --- |
* | "Remove PIN" |
*
* @param {Family_Remove_PinInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const family_remove_pin = /** @type {((inputs?: Family_Remove_PinInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Family_Remove_PinInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_family_remove_pin(inputs)
	return en_family_remove_pin(inputs)
});