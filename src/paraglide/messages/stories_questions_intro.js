/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Stories_Questions_IntroInputs */

const en_stories_questions_intro = /** @type {(inputs: Stories_Questions_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Three questions about the story. Can you answer them?`)
};

const es_stories_questions_intro = /** @type {(inputs: Stories_Questions_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tres preguntas sobre la historia. ¿Las puedes contestar?`)
};

/**
* | output |
* | --- |
* | "Three questions about the story. Can you answer them?" |
*
* @param {Stories_Questions_IntroInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const stories_questions_intro = /** @type {((inputs?: Stories_Questions_IntroInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Stories_Questions_IntroInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_stories_questions_intro(inputs)
	return en_stories_questions_intro(inputs)
});