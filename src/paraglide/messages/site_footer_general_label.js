/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Site_Footer_General_LabelInputs */

const en_site_footer_general_label = /** @type {(inputs: Site_Footer_General_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Footer: general`)
};

const es_site_footer_general_label = /** @type {(inputs: Site_Footer_General_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pie de página: general`)
};

/**
* | output |
* | --- |
* | "Footer: general" |
*
* @param {Site_Footer_General_LabelInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const site_footer_general_label = /** @type {((inputs?: Site_Footer_General_LabelInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Site_Footer_General_LabelInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_site_footer_general_label(inputs)
	return en_site_footer_general_label(inputs)
});