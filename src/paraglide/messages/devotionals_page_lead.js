/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Devotionals_Page_LeadInputs */

const en_devotionals_page_lead = /** @type {(inputs: Devotionals_Page_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A nugget of truth for every day: a key verse, a short reading, a reflection and a prayer.`)
};

const es_devotionals_page_lead = /** @type {(inputs: Devotionals_Page_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un tesoro de verdad para cada día: un versículo clave, una lectura corta, una reflexión y una oración.`)
};

/**
* | output |
* | --- |
* | "A nugget of truth for every day: a key verse, a short reading, a reflection and a prayer." |
*
* @param {Devotionals_Page_LeadInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const devotionals_page_lead = /** @type {((inputs?: Devotionals_Page_LeadInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Devotionals_Page_LeadInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_devotionals_page_lead(inputs)
	return en_devotionals_page_lead(inputs)
});