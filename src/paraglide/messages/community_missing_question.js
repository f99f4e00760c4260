/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Community_Missing_QuestionInputs */

const en_community_missing_question = /** @type {(inputs: Community_Missing_QuestionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please fill in both title and question fields.`)
};

const es_community_missing_question = /** @type {(inputs: Community_Missing_QuestionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Escribe el título y la pregunta.`)
};

/**
* | output |
* | --- |
* | "Please fill in both title and question fields." |
*
* @param {Community_Missing_QuestionInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const community_missing_question = /** @type {((inputs?: Community_Missing_QuestionInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Community_Missing_QuestionInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_community_missing_question(inputs)
	return en_community_missing_question(inputs)
});