/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Family_DeclinedInputs */

const en_family_declined = /** @type {(inputs: Family_DeclinedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Declined`)
};

const es_family_declined = /** @type {(inputs: Family_DeclinedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rechazado`)
};

/**
* | output |
* | --- |
* | "Declined" |
*
* @param {Family_DeclinedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const family_declined = /** @type {((inputs?: Family_DeclinedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Family_DeclinedInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_family_declined(inputs)
	return en_family_declined(inputs)
});