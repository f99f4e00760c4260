/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Learn_Streak_Days_A_WeekInputs */

const en_learn_streak_days_a_week = /** @type {(inputs: Learn_Streak_Days_A_WeekInputs) => LocalizedString} */ (i) => {const n = registry.plural("en", i?.count, {});
	if (n === "one") return /** @type {LocalizedString} */ (`${i?.count} day a week`);
	if (n === "other") return /** @type {LocalizedString} */ (`${i?.count} days a week`);
	return /** @type {LocalizedString} */ ("learn_streak_days_a_week");
};

const es_learn_streak_days_a_week = /** @type {(inputs: Learn_Streak_Days_A_WeekInputs) => LocalizedString} */ (i) => {const n = registry.plural("es", i?.count, {});
	if (n === "one") return /** @type {LocalizedString} */ (`${i?.count} día a la semana`);
	if (n === "other") return /** @type {LocalizedString} */ (`${i?.count} días a la semana`);
	return /** @type {LocalizedString} */ ("learn_streak_days_a_week");
};

/**
* | n | output |
* | --- | --- |
* | "one" | "{count} day a week" |
* | "other" | "{count} days a week" |
*
* @param {Learn_Streak_Days_A_WeekInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const learn_streak_days_a_week = /** @type {((inputs: Learn_Streak_Days_A_WeekInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Learn_Streak_Days_A_WeekInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_learn_streak_days_a_week(inputs)
	return en_learn_streak_days_a_week(inputs)
});