/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Groups_Join_ChildInputs */

const en_groups_join_child = /** @type {(inputs: Groups_Join_ChildInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Child`)
};

const es_groups_join_child = /** @type {(inputs: Groups_Join_ChildInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hijo o hija`)
};

/**
* | output |
* | --- |
* | "Child" |
*
* @param {Groups_Join_ChildInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const groups_join_child = /** @type {((inputs?: Groups_Join_ChildInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Groups_Join_ChildInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_groups_join_child(inputs)
	return en_groups_join_child(inputs)
});