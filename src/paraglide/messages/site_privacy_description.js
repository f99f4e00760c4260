/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ siteName: NonNullable<unknown> }} Site_Privacy_DescriptionInputs */

const en_site_privacy_description = /** @type {(inputs: Site_Privacy_DescriptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`What ${i?.siteName} keeps about parents and children, why, for how long, and how to reach us.`)
};

const es_site_privacy_description = /** @type {(inputs: Site_Privacy_DescriptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Qué guarda ${i?.siteName} sobre padres e hijos, por qué, durante cuánto tiempo y cómo contactarnos.`)
};

/**
* | output |
* | --- |
* | "What {siteName} keeps about parents and children, why, for how long, and how to reach us." |
*
* @param {Site_Privacy_DescriptionInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const site_privacy_description = /** @type {((inputs: Site_Privacy_DescriptionInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Site_Privacy_DescriptionInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_site_privacy_description(inputs)
	return en_site_privacy_description(inputs)
});