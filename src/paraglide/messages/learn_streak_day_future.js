/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Learn_Streak_Day_FutureInputs */

const en_learn_streak_day_future = /** @type {(inputs: Learn_Streak_Day_FutureInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`still to come`)
};

const es_learn_streak_day_future = /** @type {(inputs: Learn_Streak_Day_FutureInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`todavía no llega`)
};

/**
* | output |
* | --- |
* | "still to come" |
*
* @param {Learn_Streak_Day_FutureInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const learn_streak_day_future = /** @type {((inputs?: Learn_Streak_Day_FutureInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Learn_Streak_Day_FutureInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_learn_streak_day_future(inputs)
	return en_learn_streak_day_future(inputs)
});