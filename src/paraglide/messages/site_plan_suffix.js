/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Site_Plan_SuffixInputs */

const en_site_plan_suffix = /** @type {(inputs: Site_Plan_SuffixInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (` plan`)
};

const es_site_plan_suffix = /** @type {(inputs: Site_Plan_SuffixInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (` (plan)`)
};

/**
* | output |
* | --- |
* | "plan" |
*
* @param {Site_Plan_SuffixInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const site_plan_suffix = /** @type {((inputs?: Site_Plan_SuffixInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Site_Plan_SuffixInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_site_plan_suffix(inputs)
	return en_site_plan_suffix(inputs)
});