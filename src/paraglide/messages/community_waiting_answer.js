/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Community_Waiting_AnswerInputs */

const en_community_waiting_answer = /** @type {(inputs: Community_Waiting_AnswerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Waiting for an answer.`)
};

const es_community_waiting_answer = /** @type {(inputs: Community_Waiting_AnswerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Esperando una respuesta.`)
};

/**
* | output |
* | --- |
* | "Waiting for an answer." |
*
* @param {Community_Waiting_AnswerInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const community_waiting_answer = /** @type {((inputs?: Community_Waiting_AnswerInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Community_Waiting_AnswerInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_community_waiting_answer(inputs)
	return en_community_waiting_answer(inputs)
});