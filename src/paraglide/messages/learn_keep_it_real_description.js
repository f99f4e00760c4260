/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Learn_Keep_It_Real_DescriptionInputs */

const en_learn_keep_it_real_description = /** @type {(inputs: Learn_Keep_It_Real_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Real stories from kids about how God is at work in their lives. Read them, and share your own.`)
};

const es_learn_keep_it_real_description = /** @type {(inputs: Learn_Keep_It_Real_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Historias reales de niños sobre cómo Dios obra en sus vidas. Léelas y cuenta la tuya.`)
};

/**
* | output |
* | --- |
* | "Real stories from kids about how God is at work in their lives. Read them, and share your own." |
*
* @param {Learn_Keep_It_Real_DescriptionInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const learn_keep_it_real_description = /** @type {((inputs?: Learn_Keep_It_Real_DescriptionInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Learn_Keep_It_Real_DescriptionInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_learn_keep_it_real_description(inputs)
	return en_learn_keep_it_real_description(inputs)
});