/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Community_Sent_QuestionInputs */

const en_community_sent_question = /** @type {(inputs: Community_Sent_QuestionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Thank you! Your question was sent. You will find the answer on this page.`)
};

const es_community_sent_question = /** @type {(inputs: Community_Sent_QuestionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¡Gracias! Tu pregunta se envió. Encontrarás la respuesta en esta página.`)
};

/**
* | output |
* | --- |
* | "Thank you! Your question was sent. You will find the answer on this page." |
*
* @param {Community_Sent_QuestionInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const community_sent_question = /** @type {((inputs?: Community_Sent_QuestionInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Community_Sent_QuestionInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_community_sent_question(inputs)
	return en_community_sent_question(inputs)
});