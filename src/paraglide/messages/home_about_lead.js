/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_About_LeadInputs */

const en_home_about_lead = /** @type {(inputs: Home_About_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bite-size pieces of God’s Word for children and families.`)
};

const es_home_about_lead = /** @type {(inputs: Home_About_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La Palabra de Dios en pedacitos para niños y familias.`)
};

/**
* | output |
* | --- |
* | "Bite-size pieces of God’s Word for children and families." |
*
* @param {Home_About_LeadInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const home_about_lead = /** @type {((inputs?: Home_About_LeadInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_About_LeadInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_home_about_lead(inputs)
	return en_home_about_lead(inputs)
});