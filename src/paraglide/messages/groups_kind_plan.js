/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Groups_Kind_PlanInputs */

const en_groups_kind_plan = /** @type {(inputs: Groups_Kind_PlanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A reading plan`)
};

const es_groups_kind_plan = /** @type {(inputs: Groups_Kind_PlanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un plan de lectura`)
};

/**
* | output |
* | --- |
* | "A reading plan" |
*
* @param {Groups_Kind_PlanInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const groups_kind_plan = /** @type {((inputs?: Groups_Kind_PlanInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Groups_Kind_PlanInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_groups_kind_plan(inputs)
	return en_groups_kind_plan(inputs)
});