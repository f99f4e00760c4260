/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Learn_Streak_Day_GraceInputs */

const en_learn_streak_day_grace = /** @type {(inputs: Learn_Streak_Day_GraceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`grace day`)
};

const es_learn_streak_day_grace = /** @type {(inputs: Learn_Streak_Day_GraceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`día de gracia`)
};

/**
* | output |
* | --- |
* | "grace day" |
*
* @param {Learn_Streak_Day_GraceInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const learn_streak_day_grace = /** @type {((inputs?: Learn_Streak_Day_GraceInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Learn_Streak_Day_GraceInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_learn_streak_day_grace(inputs)
	return en_learn_streak_day_grace(inputs)
});