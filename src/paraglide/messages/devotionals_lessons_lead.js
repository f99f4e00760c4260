/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Devotionals_Lessons_LeadInputs */

const en_devotionals_lessons_lead = /** @type {(inputs: Devotionals_Lessons_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Short lessons about the biggest truths of the faith.`)
};

const es_devotionals_lessons_lead = /** @type {(inputs: Devotionals_Lessons_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lecciones cortas sobre las verdades más grandes de la fe.`)
};

/**
* | output |
* | --- |
* | "Short lessons about the biggest truths of the faith." |
*
* @param {Devotionals_Lessons_LeadInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const devotionals_lessons_lead = /** @type {((inputs?: Devotionals_Lessons_LeadInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Devotionals_Lessons_LeadInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_devotionals_lessons_lead(inputs)
	return en_devotionals_lessons_lead(inputs)
});