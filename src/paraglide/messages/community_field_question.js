/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Community_Field_QuestionInputs */

const en_community_field_question = /** @type {(inputs: Community_Field_QuestionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your question`)
};

const es_community_field_question = /** @type {(inputs: Community_Field_QuestionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tu pregunta`)
};

/**
* | output |
* | --- |
* | "Your question" |
*
* @param {Community_Field_QuestionInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const community_field_question = /** @type {((inputs?: Community_Field_QuestionInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Community_Field_QuestionInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_community_field_question(inputs)
	return en_community_field_question(inputs)
});