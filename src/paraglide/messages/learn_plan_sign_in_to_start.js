/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Learn_Plan_Sign_In_To_StartInputs */

const en_learn_plan_sign_in_to_start = /** @type {(inputs: Learn_Plan_Sign_In_To_StartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`to start this plan and tick off each day as you read.`)
};

const es_learn_plan_sign_in_to_start = /** @type {(inputs: Learn_Plan_Sign_In_To_StartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`para empezar este plan e ir marcando cada día que leas.`)
};

/**
* | output |
* | --- |
* | "to start this plan and tick off each day as you read." |
*
* @param {Learn_Plan_Sign_In_To_StartInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const learn_plan_sign_in_to_start = /** @type {((inputs?: Learn_Plan_Sign_In_To_StartInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Learn_Plan_Sign_In_To_StartInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_learn_plan_sign_in_to_start(inputs)
	return en_learn_plan_sign_in_to_start(inputs)
});