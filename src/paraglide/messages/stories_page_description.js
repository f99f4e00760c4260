/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Stories_Page_DescriptionInputs */

const en_stories_page_description = /** @type {(inputs: Stories_Page_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Short Bible stories for children aged 4 to 8, from Creation to Paul's journeys: listen, answer three questions and earn a star.`)
};

const es_stories_page_description = /** @type {(inputs: Stories_Page_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Historias bíblicas cortas para niños de 4 a 8 años, desde la Creación hasta los viajes de Pablo: escucha, contesta tres preguntas y gana una estrella.`)
};

/**
* | output |
* | --- |
* | "Short Bible stories for children aged 4 to 8, from Creation to Paul's journeys: listen, answer three questions and earn a star." |
*
* @param {Stories_Page_DescriptionInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const stories_page_description = /** @type {((inputs?: Stories_Page_DescriptionInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Stories_Page_DescriptionInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_stories_page_description(inputs)
	return en_stories_page_description(inputs)
});