/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Stories_Questions_HeadingInputs */

const en_stories_questions_heading = /** @type {(inputs: Stories_Questions_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Questions`)
};

const es_stories_questions_heading = /** @type {(inputs: Stories_Questions_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Preguntas`)
};

/**
* | output |
* | --- |
* | "Questions" |
*
* @param {Stories_Questions_HeadingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const stories_questions_heading = /** @type {((inputs?: Stories_Questions_HeadingInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Stories_Questions_HeadingInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_stories_questions_heading(inputs)
	return en_stories_questions_heading(inputs)
});