/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ done: NonNullable<unknown>, count: NonNullable<unknown>, percent: NonNullable<unknown> }} Learn_Plan_Days_ReadInputs */

const en_learn_plan_days_read = /** @type {(inputs: Learn_Plan_Days_ReadInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.done} of ${i?.count} days read (${i?.percent}%).`)
};

const es_learn_plan_days_read = /** @type {(inputs: Learn_Plan_Days_ReadInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.done} de ${i?.count} días leídos (${i?.percent} %).`)
};

/**
* | output |
* | --- |
* | "{done} of {count} days read ({percent}%)." |
*
* @param {Learn_Plan_Days_ReadInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const learn_plan_days_read = /** @type {((inputs: Learn_Plan_Days_ReadInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Learn_Plan_Days_ReadInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_learn_plan_days_read(inputs)
	return en_learn_plan_days_read(inputs)
});