/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Learn_Streak_Day_RestInputs */

const en_learn_streak_day_rest = /** @type {(inputs: Learn_Streak_Day_RestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`a rest day`)
};

const es_learn_streak_day_rest = /** @type {(inputs: Learn_Streak_Day_RestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`día de descanso`)
};

/**
* | output |
* | --- |
* | "a rest day" |
*
* @param {Learn_Streak_Day_RestInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const learn_streak_day_rest = /** @type {((inputs?: Learn_Streak_Day_RestInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Learn_Streak_Day_RestInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_learn_streak_day_rest(inputs)
	return en_learn_streak_day_rest(inputs)
});