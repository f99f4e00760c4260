/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Community_Ask_DescriptionInputs */

const en_community_ask_description = /** @type {(inputs: Community_Ask_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ask questions about God and the Bible, share prayer requests, and encourage one another.`)
};

const es_community_ask_description = /** @type {(inputs: Community_Ask_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Haz preguntas sobre Dios y la Biblia, comparte peticiones de oración y anima a los demás.`)
};

/**
* | output |
* | --- |
* | "Ask questions about God and the Bible, share prayer requests, and encourage one another." |
*
* @param {Community_Ask_DescriptionInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const community_ask_description = /** @type {((inputs?: Community_Ask_DescriptionInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Community_Ask_DescriptionInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_community_ask_description(inputs)
	return en_community_ask_description(inputs)
});