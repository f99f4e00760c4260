/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Learn_Plan_My_ProgressInputs */

const en_learn_plan_my_progress = /** @type {(inputs: Learn_Plan_My_ProgressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`My progress`)
};

const es_learn_plan_my_progress = /** @type {(inputs: Learn_Plan_My_ProgressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mi progreso`)
};

/**
* | output |
* | --- |
* | "My progress" |
*
* @param {Learn_Plan_My_ProgressInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const learn_plan_my_progress = /** @type {((inputs?: Learn_Plan_My_ProgressInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Learn_Plan_My_ProgressInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_learn_plan_my_progress(inputs)
	return en_learn_plan_my_progress(inputs)
});