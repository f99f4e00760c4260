/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Home_Streak_DaysInputs */

const en_home_streak_days = /** @type {(inputs: Home_Streak_DaysInputs) => LocalizedString} */ (i) => {const n = registry.plural("en", i?.count, {});
	if (n === "one") return /** @type {LocalizedString} */ (`${i?.count} day in a row`);
	if (n === "other") return /** @type {LocalizedString} */ (`${i?.count} days in a row`);
	return /** @type {LocalizedString} */ ("home_streak_days");
};

const es_home_streak_days = /** @type {(inputs: Home_Streak_DaysInputs) => LocalizedString} */ (i) => {const n = registry.plural("es", i?.count, {});
	if (n === "one") return /** @type {LocalizedString} */ (`${i?.count} día seguido`);
	if (n === "other") return /** @type {LocalizedString} */ (`${i?.count} días seguidos`);
	return /** @type {LocalizedString} */ ("home_streak_days");
};

/**
* | n | output |
* | --- | --- |
* | "one" | "{count} day in a row" |
* | "other" | "{count} days in a row" |
*
* @param {Home_Streak_DaysInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const home_streak_days = /** @type {((inputs: Home_Streak_DaysInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Streak_DaysInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_home_streak_days(inputs)
	return en_home_streak_days(inputs)
});