/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ siteName: NonNullable<unknown> }} Site_About_Help_SubjectInputs */

const en_site_about_help_subject = /** @type {(inputs: Site_About_Help_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Help with ${i?.siteName}`)
};

const es_site_about_help_subject = /** @type {(inputs: Site_About_Help_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ayuda con ${i?.siteName}`)
};

/**
* | output |
* | --- |
* | "Help with {siteName}" |
*
* @param {Site_About_Help_SubjectInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const site_about_help_subject = /** @type {((inputs: Site_About_Help_SubjectInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Site_About_Help_SubjectInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_site_about_help_subject(inputs)
	return en_site_about_help_subject(inputs)
});