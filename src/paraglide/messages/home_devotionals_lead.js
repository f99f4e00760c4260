/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Devotionals_LeadInputs */

const en_home_devotionals_lead = /** @type {(inputs: Home_Devotionals_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A nugget of truth for every day: a key verse, a short reading, a reflection and a prayer.`)
};

const es_home_devotionals_lead = /** @type {(inputs: Home_Devotionals_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Una pepita de verdad para cada día: un versículo clave, una lectura corta, una reflexión y una oración.`)
};

/**
* | output |
* | --- |
* | "A nugget of truth for every day: a key verse, a short reading, a reflection and a prayer." |
*
* @param {Home_Devotionals_LeadInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const home_devotionals_lead = /** @type {((inputs?: Home_Devotionals_LeadInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Devotionals_LeadInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_home_devotionals_lead(inputs)
	return en_home_devotionals_lead(inputs)
});