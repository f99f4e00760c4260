/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Stories_Questions_StartInputs */

const en_stories_questions_start = /** @type {(inputs: Stories_Questions_StartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Answer the questions`)
};

const es_stories_questions_start = /** @type {(inputs: Stories_Questions_StartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Contestar las preguntas`)
};

/**
* | output |
* | --- |
* | "Answer the questions" |
*
* @param {Stories_Questions_StartInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const stories_questions_start = /** @type {((inputs?: Stories_Questions_StartInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Stories_Questions_StartInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_stories_questions_start(inputs)
	return en_stories_questions_start(inputs)
});