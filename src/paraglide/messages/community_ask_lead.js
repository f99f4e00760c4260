/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Community_Ask_LeadInputs */

const en_community_ask_lead = /** @type {(inputs: Community_Ask_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bring your questions and your prayers. You are never alone!`)
};

const es_community_ask_lead = /** @type {(inputs: Community_Ask_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Trae tus preguntas y tus oraciones. ¡Nunca estás a solas!`)
};

/**
* | output |
* | --- |
* | "Bring your questions and your prayers. You are never alone!" |
*
* @param {Community_Ask_LeadInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const community_ask_lead = /** @type {((inputs?: Community_Ask_LeadInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Community_Ask_LeadInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_community_ask_lead(inputs)
	return en_community_ask_lead(inputs)
});