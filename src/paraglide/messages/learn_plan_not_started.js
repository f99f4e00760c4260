/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Learn_Plan_Not_StartedInputs */

const en_learn_plan_not_started = /** @type {(inputs: Learn_Plan_Not_StartedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You have not started this plan yet.`)
};

const es_learn_plan_not_started = /** @type {(inputs: Learn_Plan_Not_StartedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Todavía no has empezado este plan.`)
};

/**
* | output |
* | --- |
* | "You have not started this plan yet." |
*
* @param {Learn_Plan_Not_StartedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const learn_plan_not_started = /** @type {((inputs?: Learn_Plan_Not_StartedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Learn_Plan_Not_StartedInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_learn_plan_not_started(inputs)
	return en_learn_plan_not_started(inputs)
});