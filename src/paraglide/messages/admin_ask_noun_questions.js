/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Ask_Noun_QuestionsInputs */

const en_admin_ask_noun_questions = /** @type {(inputs: Admin_Ask_Noun_QuestionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`questions`)
};

const es_admin_ask_noun_questions = /** @type {(inputs: Admin_Ask_Noun_QuestionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`preguntas`)
};

/**
* | output |
* | --- |
* | "questions" |
*
* @param {Admin_Ask_Noun_QuestionsInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const admin_ask_noun_questions = /** @type {((inputs?: Admin_Ask_Noun_QuestionsInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Ask_Noun_QuestionsInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_ask_noun_questions(inputs)
	return en_admin_ask_noun_questions(inputs)
});