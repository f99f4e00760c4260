/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Groups_Join_OpenInputs */

const en_groups_join_open = /** @type {(inputs: Groups_Join_OpenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Join a child to a class`)
};

const es_groups_join_open = /** @type {(inputs: Groups_Join_OpenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Unir a un hijo a una clase`)
};

/**
* | output |
* | --- |
* | "Join a child to a class" |
*
* @param {Groups_Join_OpenInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const groups_join_open = /** @type {((inputs?: Groups_Join_OpenInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Groups_Join_OpenInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_groups_join_open(inputs)
	return en_groups_join_open(inputs)
});