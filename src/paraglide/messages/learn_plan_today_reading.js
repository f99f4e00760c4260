/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ day: NonNullable<unknown>, passages: NonNullable<unknown> }} Learn_Plan_Today_ReadingInputs */

const en_learn_plan_today_reading = /** @type {(inputs: Learn_Plan_Today_ReadingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Day ${i?.day}: read ${i?.passages}, then press Mark as Read on each chapter.`)
};

const es_learn_plan_today_reading = /** @type {(inputs: Learn_Plan_Today_ReadingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Día ${i?.day}: lee ${i?.passages} y luego pulsa Marcar como leído en cada capítulo.`)
};

/**
* | output |
* | --- |
* | "Day {day}: read {passages}, then press Mark as Read on each chapter." |
*
* @param {Learn_Plan_Today_ReadingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const learn_plan_today_reading = /** @type {((inputs: Learn_Plan_Today_ReadingInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Learn_Plan_Today_ReadingInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_learn_plan_today_reading(inputs)
	return en_learn_plan_today_reading(inputs)
});