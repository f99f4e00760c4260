/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Groups_New_Code_DoneInputs */

const en_groups_new_code_done = /** @type {(inputs: Groups_New_Code_DoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`New code made`)
};

const es_groups_new_code_done = /** @type {(inputs: Groups_New_Code_DoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Código nuevo creado`)
};

/**
* | output |
* | --- |
* | "New code made" |
*
* @param {Groups_New_Code_DoneInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const groups_new_code_done = /** @type {((inputs?: Groups_New_Code_DoneInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Groups_New_Code_DoneInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_groups_new_code_done(inputs)
	return en_groups_new_code_done(inputs)
});