/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ day: NonNullable<unknown> }} Home_Thing_Plan_DayInputs */

const en_home_thing_plan_day = /** @type {(inputs: Home_Thing_Plan_DayInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Day ${i?.day} of your reading plan`)
};

const es_home_thing_plan_day = /** @type {(inputs: Home_Thing_Plan_DayInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Día ${i?.day} de tu plan de lectura`)
};

/**
* | output |
* | --- |
* | "Day {day} of your reading plan" |
*
* @param {Home_Thing_Plan_DayInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const home_thing_plan_day = /** @type {((inputs: Home_Thing_Plan_DayInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Thing_Plan_DayInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_home_thing_plan_day(inputs)
	return en_home_thing_plan_day(inputs)
});