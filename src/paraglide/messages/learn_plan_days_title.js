/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Learn_Plan_Days_TitleInputs */

const en_learn_plan_days_title = /** @type {(inputs: Learn_Plan_Days_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The days`)
};

const es_learn_plan_days_title = /** @type {(inputs: Learn_Plan_Days_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Los días`)
};

/**
* | output |
* | --- |
* | "The days" |
*
* @param {Learn_Plan_Days_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const learn_plan_days_title = /** @type {((inputs?: Learn_Plan_Days_TitleInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Learn_Plan_Days_TitleInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_learn_plan_days_title(inputs)
	return en_learn_plan_days_title(inputs)
});