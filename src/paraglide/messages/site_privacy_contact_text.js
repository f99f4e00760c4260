/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ siteName: NonNullable<unknown> }} Site_Privacy_Contact_TextInputs */

const en_site_privacy_contact_text = /** @type {(inputs: Site_Privacy_Contact_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Questions about your data? Write to the owner of ${i?.siteName} at`)
};

const es_site_privacy_contact_text = /** @type {(inputs: Site_Privacy_Contact_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`¿Preguntas sobre tus datos? Escribe al responsable de ${i?.siteName} a`)
};

/**
* | output |
* | --- |
* | "Questions about your data? Write to the owner of {siteName} at" |
*
* @param {Site_Privacy_Contact_TextInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const site_privacy_contact_text = /** @type {((inputs: Site_Privacy_Contact_TextInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Site_Privacy_Contact_TextInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_site_privacy_contact_text(inputs)
	return en_site_privacy_contact_text(inputs)
});