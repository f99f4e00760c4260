/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ min: NonNullable<unknown>, max: NonNullable<unknown> }} Family_New_PinInputs */

const en_family_new_pin = /** @type {(inputs: Family_New_PinInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`New PIN (${i?.min} to ${i?.max} digits)`)
};

const es_family_new_pin = /** @type {(inputs: Family_New_PinInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Nuevo PIN (de ${i?.min} a ${i?.max} cifras)`)
};

/**
* | output |
* | --- |
* | "New PIN ({min} to {max} digits)" |
*
* @param {Family_New_PinInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const family_new_pin = /** @type {((inputs: Family_New_PinInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Family_New_PinInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_family_new_pin(inputs)
	return en_family_new_pin(inputs)
});