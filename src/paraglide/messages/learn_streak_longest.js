/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ days: NonNullable<unknown> }} Learn_Streak_LongestInputs */

const en_learn_streak_longest = /** @type {(inputs: Learn_Streak_LongestInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Longest streak: ${i?.days}. Streak badges at 3, 7, 30 and 100 days.`)
};

const es_learn_streak_longest = /** @type {(inputs: Learn_Streak_LongestInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Racha más larga: ${i?.days}. Hay insignias de racha a los 3, 7, 30 y 100 días.`)
};

/**
* | output |
* | --- |
* | "Longest streak: {days}. Streak badges at 3, 7, 30 and 100 days." |
*
* @param {Learn_Streak_LongestInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const learn_streak_longest = /** @type {((inputs: Learn_Streak_LongestInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Learn_Streak_LongestInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_learn_streak_longest(inputs)
	return en_learn_streak_longest(inputs)
});