/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Site_Footer_Features_LabelInputs */

const en_site_footer_features_label = /** @type {(inputs: Site_Footer_Features_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Footer: features`)
};

const es_site_footer_features_label = /** @type {(inputs: Site_Footer_Features_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pie de página: para explorar`)
};

/**
* | output |
* | --- |
* | "Footer: features" |
*
* @param {Site_Footer_Features_LabelInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const site_footer_features_label = /** @type {((inputs?: Site_Footer_Features_LabelInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Site_Footer_Features_LabelInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_site_footer_features_label(inputs)
	return en_site_footer_features_label(inputs)
});