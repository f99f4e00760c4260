/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Site_Privacy_Parents_EmailInputs */

const en_site_privacy_parents_email = /** @type {(inputs: Site_Privacy_Parents_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your e-mail address and your name if you gave one: to sign you in and write to you.`)
};

const es_site_privacy_parents_email = /** @type {(inputs: Site_Privacy_Parents_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tu dirección de correo y tu nombre, si nos lo diste: para que puedas iniciar sesión y para escribirte.`)
};

/**
* | output |
* | --- |
* | "Your e-mail address and your name if you gave one: to sign you in and write to you." |
*
* @param {Site_Privacy_Parents_EmailInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const site_privacy_parents_email = /** @type {((inputs?: Site_Privacy_Parents_EmailInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Site_Privacy_Parents_EmailInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_site_privacy_parents_email(inputs)
	return en_site_privacy_parents_email(inputs)
});