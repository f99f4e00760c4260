/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Site_Privacy_Parents_PasswordInputs */

const en_site_privacy_parents_password = /** @type {(inputs: Site_Privacy_Parents_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your password and your family PIN, only as scrambled hashes that nobody can read back.`)
};

const es_site_privacy_parents_password = /** @type {(inputs: Site_Privacy_Parents_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tu contraseña y el PIN de tu familia, solo como códigos cifrados que nadie puede volver a leer.`)
};

/**
* | output |
* | --- |
* | "Your password and your family PIN, only as scrambled hashes that nobody can read back." |
*
* @param {Site_Privacy_Parents_PasswordInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const site_privacy_parents_password = /** @type {((inputs?: Site_Privacy_Parents_PasswordInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Site_Privacy_Parents_PasswordInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_site_privacy_parents_password(inputs)
	return en_site_privacy_parents_password(inputs)
});