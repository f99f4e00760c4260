/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Groups_New_CodeInputs */

const en_groups_new_code = /** @type {(inputs: Groups_New_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Make a new code`)
};

const es_groups_new_code = /** @type {(inputs: Groups_New_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Crear un código nuevo`)
};

/**
* | output |
* | --- |
* | "Make a new code" |
*
* @param {Groups_New_CodeInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const groups_new_code = /** @type {((inputs?: Groups_New_CodeInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Groups_New_CodeInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_groups_new_code(inputs)
	return en_groups_new_code(inputs)
});