/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Family_StreakInputs */

const en_family_streak = /** @type {(inputs: Family_StreakInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`🔥 Streak:`)
};

const es_family_streak = /** @type {(inputs: Family_StreakInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`🔥 Racha:`)
};

/**
* | output |
* | --- |
* | "🔥 Streak:" |
*
* @param {Family_StreakInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const family_streak = /** @type {((inputs?: Family_StreakInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Family_StreakInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_family_streak(inputs)
	return en_family_streak(inputs)
});