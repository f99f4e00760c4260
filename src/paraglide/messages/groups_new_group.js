/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Groups_New_GroupInputs */

const en_groups_new_group = /** @type {(inputs: Groups_New_GroupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Start a group`)
};

const es_groups_new_group = /** @type {(inputs: Groups_New_GroupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Crear un grupo`)
};

/**
* | output |
* | --- |
* | "Start a group" |
*
* @param {Groups_New_GroupInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const groups_new_group = /** @type {((inputs?: Groups_New_GroupInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Groups_New_GroupInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_groups_new_group(inputs)
	return en_groups_new_group(inputs)
});