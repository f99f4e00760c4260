/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Stories_LeadInputs */

const en_stories_lead = /** @type {(inputs: Stories_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Walk the story path through the whole Bible, from Creation to Paul's journeys. Hear a story, answer three questions, and earn a star!`)
};

const es_stories_lead = /** @type {(inputs: Stories_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Recorre el camino de historias por toda la Biblia, desde la Creación hasta los viajes de Pablo. ¡Escucha una historia, contesta tres preguntas y gana una estrella!`)
};

/**
* | output |
* | --- |
* | "Walk the story path through the whole Bible, from Creation to Paul's journeys. Hear a story, answer three questions, and earn a star!" |
*
* @param {Stories_LeadInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const stories_lead = /** @type {((inputs?: Stories_LeadInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Stories_LeadInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_stories_lead(inputs)
	return en_stories_lead(inputs)
});