/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Community_AnswerInputs */

const en_community_answer = /** @type {(inputs: Community_AnswerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Answer: `)
};

const es_community_answer = /** @type {(inputs: Community_AnswerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Respuesta: `)
};

/**
* | output |
* | --- |
* | "Answer:" |
*
* @param {Community_AnswerInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const community_answer = /** @type {((inputs?: Community_AnswerInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Community_AnswerInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_community_answer(inputs)
	return en_community_answer(inputs)
});