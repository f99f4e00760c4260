/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Groups_Join_CheckInputs */

const en_groups_join_check = /** @type {(inputs: Groups_Join_CheckInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Check the code`)
};

const es_groups_join_check = /** @type {(inputs: Groups_Join_CheckInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Comprobar el código`)
};

/**
* | output |
* | --- |
* | "Check the code" |
*
* @param {Groups_Join_CheckInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const groups_join_check = /** @type {((inputs?: Groups_Join_CheckInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Groups_Join_CheckInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_groups_join_check(inputs)
	return en_groups_join_check(inputs)
});