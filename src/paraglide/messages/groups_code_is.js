/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ code: NonNullable<unknown> }} Groups_Code_IsInputs */

const en_groups_code_is = /** @type {(inputs: Groups_Code_IsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Its join code is ${i?.code}.`)
};

const es_groups_code_is = /** @type {(inputs: Groups_Code_IsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Su código para unirse es ${i?.code}.`)
};

/**
* | output |
* | --- |
* | "Its join code is {code}." |
*
* @param {Groups_Code_IsInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const groups_code_is = /** @type {((inputs: Groups_Code_IsInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Groups_Code_IsInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_groups_code_is(inputs)
	return en_groups_code_is(inputs)
});