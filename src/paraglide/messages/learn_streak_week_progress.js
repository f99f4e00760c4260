/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ done: NonNullable<unknown>, goal: NonNullable<unknown> }} Learn_Streak_Week_ProgressInputs */

const en_learn_streak_week_progress = /** @type {(inputs: Learn_Streak_Week_ProgressInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`This week: ${i?.done} of ${i?.goal}`)
};

const es_learn_streak_week_progress = /** @type {(inputs: Learn_Streak_Week_ProgressInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Esta semana: ${i?.done} de ${i?.goal}`)
};

/**
* | output |
* | --- |
* | "This week: {done} of {goal}" |
*
* @param {Learn_Streak_Week_ProgressInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const learn_streak_week_progress = /** @type {((inputs: Learn_Streak_Week_ProgressInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Learn_Streak_Week_ProgressInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_learn_streak_week_progress(inputs)
	return en_learn_streak_week_progress(inputs)
});