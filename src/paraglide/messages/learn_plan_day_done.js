/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Learn_Plan_Day_DoneInputs */

const en_learn_plan_day_done = /** @type {(inputs: Learn_Plan_Day_DoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`✅ Done`)
};

const es_learn_plan_day_done = /** @type {(inputs: Learn_Plan_Day_DoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`✅ Hecho`)
};

/**
* | output |
* | --- |
* | "✅ Done" |
*
* @param {Learn_Plan_Day_DoneInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const learn_plan_day_done = /** @type {((inputs?: Learn_Plan_Day_DoneInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Learn_Plan_Day_DoneInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_learn_plan_day_done(inputs)
	return en_learn_plan_day_done(inputs)
});