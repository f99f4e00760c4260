/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Community_Mine_QuestionInputs */

const en_community_mine_question = /** @type {(inputs: Community_Mine_QuestionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`❓ Question`)
};

const es_community_mine_question = /** @type {(inputs: Community_Mine_QuestionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`❓ Pregunta`)
};

/**
* | output |
* | --- |
* | "❓ Question" |
*
* @param {Community_Mine_QuestionInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const community_mine_question = /** @type {((inputs?: Community_Mine_QuestionInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Community_Mine_QuestionInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_community_mine_question(inputs)
	return en_community_mine_question(inputs)
});