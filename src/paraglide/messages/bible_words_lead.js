/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Bible_Words_LeadInputs */

const en_bible_words_lead = /** @type {(inputs: Bible_Words_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The King James Version and the American Standard Version use some old words. Here is what they mean.`)
};

const es_bible_words_lead = /** @type {(inputs: Bible_Words_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La Reina-Valera 1909 usa algunas palabras antiguas. Aquí tienes lo que significan.`)
};

/**
* | output |
* | --- |
* | "The King James Version and the American Standard Version use some old words. Here is what they mean." |
*
* @param {Bible_Words_LeadInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const bible_words_lead = /** @type {((inputs?: Bible_Words_LeadInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Bible_Words_LeadInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_bible_words_lead(inputs)
	return en_bible_words_lead(inputs)
});