/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Groups_Page_DescriptionInputs */

const en_groups_page_description = /** @type {(inputs: Groups_Page_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lead a class: a join code for parents, assignments, and a weekly take-home note.`)
};

const es_groups_page_description = /** @type {(inputs: Groups_Page_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dirige una clase: un código para las familias, tareas y una nota semanal para casa.`)
};

/**
* | output |
* | --- |
* | "Lead a class: a join code for parents, assignments, and a weekly take-home note." |
*
* @param {Groups_Page_DescriptionInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const groups_page_description = /** @type {((inputs?: Groups_Page_DescriptionInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Groups_Page_DescriptionInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_groups_page_description(inputs)
	return en_groups_page_description(inputs)
});