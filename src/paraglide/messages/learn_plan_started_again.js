/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Learn_Plan_Started_AgainInputs */

const en_learn_plan_started_again = /** @type {(inputs: Learn_Plan_Started_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Plan started again`)
};

const es_learn_plan_started_again = /** @type {(inputs: Learn_Plan_Started_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Plan empezado de nuevo`)
};

/**
* | output |
* | --- |
* | "Plan started again" |
*
* @param {Learn_Plan_Started_AgainInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const learn_plan_started_again = /** @type {((inputs?: Learn_Plan_Started_AgainInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Learn_Plan_Started_AgainInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_learn_plan_started_again(inputs)
	return en_learn_plan_started_again(inputs)
});