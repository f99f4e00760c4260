/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Learn_Plan_StartInputs */

const en_learn_plan_start = /** @type {(inputs: Learn_Plan_StartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Start this plan`)
};

const es_learn_plan_start = /** @type {(inputs: Learn_Plan_StartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Empezar este plan`)
};

/**
* | output |
* | --- |
* | "Start this plan" |
*
* @param {Learn_Plan_StartInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const learn_plan_start = /** @type {((inputs?: Learn_Plan_StartInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Learn_Plan_StartInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_learn_plan_start(inputs)
	return en_learn_plan_start(inputs)
});