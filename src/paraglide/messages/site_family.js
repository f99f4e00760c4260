/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Site_FamilyInputs */

const en_site_family = /** @type {(inputs: Site_FamilyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Family`)
};

const es_site_family = /** @type {(inputs: Site_FamilyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Familia`)
};

/**
* | output |
* | --- |
* | "Family" |
*
* @param {Site_FamilyInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const site_family = /** @type {((inputs?: Site_FamilyInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Site_FamilyInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_site_family(inputs)
	return en_site_family(inputs)
});