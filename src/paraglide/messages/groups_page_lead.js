/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Groups_Page_LeadInputs */

const en_groups_page_lead = /** @type {(inputs: Groups_Page_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`For Sunday school teachers and club leaders: give the class this week's story or verse, see who has done it, and send the families a note.`)
};

const es_groups_page_lead = /** @type {(inputs: Groups_Page_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Para maestros de escuela dominical y líderes de clubes: da a la clase la historia o el versículo de la semana, mira quién lo ha hecho y envía una nota a las familias.`)
};

/**
* | output |
* | --- |
* | "For Sunday school teachers and club leaders: give the class this week's story or verse, see who has done it, and send the families a note." |
*
* @param {Groups_Page_LeadInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const groups_page_lead = /** @type {((inputs?: Groups_Page_LeadInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Groups_Page_LeadInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_groups_page_lead(inputs)
	return en_groups_page_lead(inputs)
});