/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Site_Privacy_Contact_SubjectInputs */

const en_site_privacy_contact_subject = /** @type {(inputs: Site_Privacy_Contact_SubjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Privacy question`)
};

const es_site_privacy_contact_subject = /** @type {(inputs: Site_Privacy_Contact_SubjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pregunta sobre privacidad`)
};

/**
* | output |
* | --- |
* | "Privacy question" |
*
* @param {Site_Privacy_Contact_SubjectInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const site_privacy_contact_subject = /** @type {((inputs?: Site_Privacy_Contact_SubjectInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Site_Privacy_Contact_SubjectInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_site_privacy_contact_subject(inputs)
	return en_site_privacy_contact_subject(inputs)
});