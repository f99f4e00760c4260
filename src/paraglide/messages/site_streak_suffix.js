/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Site_Streak_SuffixInputs */

const en_site_streak_suffix = /** @type {(inputs: Site_Streak_SuffixInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (` day streak`)
};

const es_site_streak_suffix = /** @type {(inputs: Site_Streak_SuffixInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (` días seguidos`)
};

/**
* | output |
* | --- |
* | "day streak" |
*
* @param {Site_Streak_SuffixInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const site_streak_suffix = /** @type {((inputs?: Site_Streak_SuffixInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Site_Streak_SuffixInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_site_streak_suffix(inputs)
	return en_site_streak_suffix(inputs)
});