/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Learn_Plan_Start_FailedInputs */

const en_learn_plan_start_failed = /** @type {(inputs: Learn_Plan_Start_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The plan could not be started. Please try again.`)
};

const es_learn_plan_start_failed = /** @type {(inputs: Learn_Plan_Start_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No pudimos empezar el plan. Inténtalo otra vez.`)
};

/**
* | output |
* | --- |
* | "The plan could not be started. Please try again." |
*
* @param {Learn_Plan_Start_FailedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const learn_plan_start_failed = /** @type {((inputs?: Learn_Plan_Start_FailedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Learn_Plan_Start_FailedInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_learn_plan_start_failed(inputs)
	return en_learn_plan_start_failed(inputs)
});