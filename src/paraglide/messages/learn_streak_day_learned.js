/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Learn_Streak_Day_LearnedInputs */

const en_learn_streak_day_learned = /** @type {(inputs: Learn_Streak_Day_LearnedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`learned`)
};

const es_learn_streak_day_learned = /** @type {(inputs: Learn_Streak_Day_LearnedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`aprendiste`)
};

/**
* | output |
* | --- |
* | "learned" |
*
* @param {Learn_Streak_Day_LearnedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const learn_streak_day_learned = /** @type {((inputs?: Learn_Streak_Day_LearnedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Learn_Streak_Day_LearnedInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_learn_streak_day_learned(inputs)
	return en_learn_streak_day_learned(inputs)
});