/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Family_Add_Your_Children_LeadInputs */

const en_family_add_your_children_lead = /** @type {(inputs: Family_Add_Your_Children_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Each child gets a profile of their own, with their own home, stars and badges. No e-mail or password for them: you see and decide everything.`)
};

const es_family_add_your_children_lead = /** @type {(inputs: Family_Add_Your_Children_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cada niño tiene su propio perfil, con su inicio, sus estrellas y sus insignias. Sin correo ni contraseña para ellos: tú lo ves y lo decides todo.`)
};

/**
* | output |
* | --- |
* | "Each child gets a profile of their own, with their own home, stars and badges. No e-mail or password for them: you see and decide everything." |
*
* @param {Family_Add_Your_Children_LeadInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const family_add_your_children_lead = /** @type {((inputs?: Family_Add_Your_Children_LeadInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Family_Add_Your_Children_LeadInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_family_add_your_children_lead(inputs)
	return en_family_add_your_children_lead(inputs)
});