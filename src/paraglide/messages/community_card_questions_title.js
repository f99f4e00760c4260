/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Community_Card_Questions_TitleInputs */

const en_community_card_questions_title = /** @type {(inputs: Community_Card_Questions_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ask Questions`)
};

const es_community_card_questions_title = /** @type {(inputs: Community_Card_Questions_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Haz preguntas`)
};

/**
* | output |
* | --- |
* | "Ask Questions" |
*
* @param {Community_Card_Questions_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const community_card_questions_title = /** @type {((inputs?: Community_Card_Questions_TitleInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Community_Card_Questions_TitleInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_community_card_questions_title(inputs)
	return en_community_card_questions_title(inputs)
});