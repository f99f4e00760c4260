/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Community_Dialog_QuestionsInputs */

const en_community_dialog_questions = /** @type {(inputs: Community_Dialog_QuestionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ask a Question`)
};

const es_community_dialog_questions = /** @type {(inputs: Community_Dialog_QuestionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Haz una pregunta`)
};

/**
* | output |
* | --- |
* | "Ask a Question" |
*
* @param {Community_Dialog_QuestionsInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const community_dialog_questions = /** @type {((inputs?: Community_Dialog_QuestionsInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Community_Dialog_QuestionsInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_community_dialog_questions(inputs)
	return en_community_dialog_questions(inputs)
});