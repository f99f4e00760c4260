/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Groups_Assignment_AddedInputs */

const en_groups_assignment_added = /** @type {(inputs: Groups_Assignment_AddedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Assignment given`)
};

const es_groups_assignment_added = /** @type {(inputs: Groups_Assignment_AddedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tarea asignada`)
};

/**
* | output |
* | --- |
* | "Assignment given" |
*
* @param {Groups_Assignment_AddedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const groups_assignment_added = /** @type {((inputs?: Groups_Assignment_AddedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Groups_Assignment_AddedInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_groups_assignment_added(inputs)
	return en_groups_assignment_added(inputs)
});