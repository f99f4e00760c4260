/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ day: NonNullable<unknown>, passages: NonNullable<unknown> }} Learn_Plan_Mine_TodayInputs */

const en_learn_plan_mine_today = /** @type {(inputs: Learn_Plan_Mine_TodayInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Today: Day ${i?.day}, ${i?.passages}`)
};

const es_learn_plan_mine_today = /** @type {(inputs: Learn_Plan_Mine_TodayInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Hoy: día ${i?.day}, ${i?.passages}`)
};

/**
* | output |
* | --- |
* | "Today: Day {day}, {passages}" |
*
* @param {Learn_Plan_Mine_TodayInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const learn_plan_mine_today = /** @type {((inputs: Learn_Plan_Mine_TodayInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Learn_Plan_Mine_TodayInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_learn_plan_mine_today(inputs)
	return en_learn_plan_mine_today(inputs)
});