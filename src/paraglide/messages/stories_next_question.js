/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Stories_Next_QuestionInputs */

const en_stories_next_question = /** @type {(inputs: Stories_Next_QuestionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Next question`)
};

const es_stories_next_question = /** @type {(inputs: Stories_Next_QuestionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Siguiente pregunta`)
};

/**
* | output |
* | --- |
* | "Next question" |
*
* @param {Stories_Next_QuestionInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const stories_next_question = /** @type {((inputs?: Stories_Next_QuestionInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Stories_Next_QuestionInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_stories_next_question(inputs)
	return en_stories_next_question(inputs)
});