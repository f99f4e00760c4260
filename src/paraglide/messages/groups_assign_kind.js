/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Groups_Assign_KindInputs */

const en_groups_assign_kind = /** @type {(inputs: Groups_Assign_KindInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`What kind`)
};

const es_groups_assign_kind = /** @type {(inputs: Groups_Assign_KindInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Qué tipo`)
};

/**
* | output |
* | --- |
* | "What kind" |
*
* @param {Groups_Assign_KindInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const groups_assign_kind = /** @type {((inputs?: Groups_Assign_KindInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Groups_Assign_KindInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_groups_assign_kind(inputs)
	return en_groups_assign_kind(inputs)
});