/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Groups_Assign_DueInputs */

const en_groups_assign_due = /** @type {(inputs: Groups_Assign_DueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Due on`)
};

const es_groups_assign_due = /** @type {(inputs: Groups_Assign_DueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Para el día`)
};

/**
* | output |
* | --- |
* | "Due on" |
*
* @param {Groups_Assign_DueInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const groups_assign_due = /** @type {((inputs?: Groups_Assign_DueInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Groups_Assign_DueInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_groups_assign_due(inputs)
	return en_groups_assign_due(inputs)
});