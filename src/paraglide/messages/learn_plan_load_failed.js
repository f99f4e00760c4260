/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Learn_Plan_Load_FailedInputs */

const en_learn_plan_load_failed = /** @type {(inputs: Learn_Plan_Load_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your progress could not be loaded. Please try again.`)
};

const es_learn_plan_load_failed = /** @type {(inputs: Learn_Plan_Load_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No pudimos cargar tu progreso. Inténtalo otra vez.`)
};

/**
* | output |
* | --- |
* | "Your progress could not be loaded. Please try again." |
*
* @param {Learn_Plan_Load_FailedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const learn_plan_load_failed = /** @type {((inputs?: Learn_Plan_Load_FailedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Learn_Plan_Load_FailedInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_learn_plan_load_failed(inputs)
	return en_learn_plan_load_failed(inputs)
});