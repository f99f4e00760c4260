/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ number: NonNullable<unknown>, total: NonNullable<unknown> }} Stories_Question_OfInputs */

const en_stories_question_of = /** @type {(inputs: Stories_Question_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Question ${i?.number} of ${i?.total}`)
};

const es_stories_question_of = /** @type {(inputs: Stories_Question_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Pregunta ${i?.number} de ${i?.total}`)
};

/**
* | output |
* | --- |
* | "Question {number} of {total}" |
*
* @param {Stories_Question_OfInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const stories_question_of = /** @type {((inputs: Stories_Question_OfInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Stories_Question_OfInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_stories_question_of(inputs)
	return en_stories_question_of(inputs)
});