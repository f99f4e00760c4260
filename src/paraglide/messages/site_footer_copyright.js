/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ year: NonNullable<unknown>, siteName: NonNullable<unknown> }} Site_Footer_CopyrightInputs */

const en_site_footer_copyright = /** @type {(inputs: Site_Footer_CopyrightInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`© ${i?.year} ${i?.siteName}`)
};

const es_site_footer_copyright = /** @type {(inputs: Site_Footer_CopyrightInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`© ${i?.year} ${i?.siteName}`)
};

/**
* | output |
* | --- |
* | "© {year} {siteName}" |
*
* @param {Site_Footer_CopyrightInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const site_footer_copyright = /** @type {((inputs: Site_Footer_CopyrightInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Site_Footer_CopyrightInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_site_footer_copyright(inputs)
	return en_site_footer_copyright(inputs)
});