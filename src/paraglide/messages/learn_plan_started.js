/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Learn_Plan_StartedInputs */

const en_learn_plan_started = /** @type {(inputs: Learn_Plan_StartedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Plan started! 🎉`)
};

const es_learn_plan_started = /** @type {(inputs: Learn_Plan_StartedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¡Plan empezado! 🎉`)
};

/**
* | output |
* | --- |
* | "Plan started! 🎉" |
*
* @param {Learn_Plan_StartedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const learn_plan_started = /** @type {((inputs?: Learn_Plan_StartedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Learn_Plan_StartedInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_learn_plan_started(inputs)
	return en_learn_plan_started(inputs)
});