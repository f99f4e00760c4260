/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ limit: NonNullable<unknown> }} Devotionals_Wisdom_Plan_BannerInputs */

const en_devotionals_wisdom_plan_banner = /** @type {(inputs: Devotionals_Wisdom_Plan_BannerInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Your plan includes ${i?.limit} wisdom proverbs`)
};

const es_devotionals_wisdom_plan_banner = /** @type {(inputs: Devotionals_Wisdom_Plan_BannerInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Tu plan incluye ${i?.limit} proverbios`)
};

/**
* | output |
* | --- |
* | "Your plan includes {limit} wisdom proverbs" |
*
* @param {Devotionals_Wisdom_Plan_BannerInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const devotionals_wisdom_plan_banner = /** @type {((inputs: Devotionals_Wisdom_Plan_BannerInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Devotionals_Wisdom_Plan_BannerInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_devotionals_wisdom_plan_banner(inputs)
	return en_devotionals_wisdom_plan_banner(inputs)
});