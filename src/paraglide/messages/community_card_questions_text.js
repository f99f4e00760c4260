/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Community_Card_Questions_TextInputs */

const en_community_card_questions_text = /** @type {(inputs: Community_Card_Questions_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wondering about God, the Bible or faith? Ask, and a grown-up will answer you here.`)
};

const es_community_card_questions_text = /** @type {(inputs: Community_Card_Questions_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¿Tienes dudas sobre Dios, la Biblia o la fe? Pregunta, y un adulto te contestará aquí.`)
};

/**
* | output |
* | --- |
* | "Wondering about God, the Bible or faith? Ask, and a grown-up will answer you here." |
*
* @param {Community_Card_Questions_TextInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const community_card_questions_text = /** @type {((inputs?: Community_Card_Questions_TextInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Community_Card_Questions_TextInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_community_card_questions_text(inputs)
	return en_community_card_questions_text(inputs)
});