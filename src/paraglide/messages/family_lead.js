/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Family_LeadInputs */

const en_family_lead = /** @type {(inputs: Family_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A profile for each child: no e-mail or password for them, and you see and decide everything.`)
};

const es_family_lead = /** @type {(inputs: Family_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un perfil para cada hijo: sin correo ni contraseña para ellos, y tú lo ves y decides todo.`)
};

/**
* | output |
* | --- |
* | "A profile for each child: no e-mail or password for them, and you see and decide everything." |
*
* @param {Family_LeadInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const family_lead = /** @type {((inputs?: Family_LeadInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Family_LeadInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_family_lead(inputs)
	return en_family_lead(inputs)
});