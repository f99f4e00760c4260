/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Stories_Badge_EarnedInputs */

const en_stories_badge_earned = /** @type {(inputs: Stories_Badge_EarnedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`earned`)
};

const es_stories_badge_earned = /** @type {(inputs: Stories_Badge_EarnedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ganada`)
};

/**
* | output |
* | --- |
* | "earned" |
*
* @param {Stories_Badge_EarnedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const stories_badge_earned = /** @type {((inputs?: Stories_Badge_EarnedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Stories_Badge_EarnedInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_stories_badge_earned(inputs)
	return en_stories_badge_earned(inputs)
});