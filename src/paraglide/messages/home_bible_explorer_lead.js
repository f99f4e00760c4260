/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Bible_Explorer_LeadInputs */

const en_home_bible_explorer_lead = /** @type {(inputs: Home_Bible_Explorer_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Read any chapter of the Bible in the King James or American Standard Version, and keep track of what you have read.`)
};

const es_home_bible_explorer_lead = /** @type {(inputs: Home_Bible_Explorer_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lee cualquier capítulo de la Biblia en la versión Reina-Valera y lleva la cuenta de lo que has leído.`)
};

/**
* | output |
* | --- |
* | "Read any chapter of the Bible in the King James or American Standard Version, and keep track of what you have read." |
*
* @param {Home_Bible_Explorer_LeadInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const home_bible_explorer_lead = /** @type {((inputs?: Home_Bible_Explorer_LeadInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Bible_Explorer_LeadInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_home_bible_explorer_lead(inputs)
	return en_home_bible_explorer_lead(inputs)
});