/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Family_DescriptionInputs */

const en_family_description = /** @type {(inputs: Family_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your children's profiles, their week of learning, and your family settings.`)
};

const es_family_description = /** @type {(inputs: Family_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Los perfiles de tus hijos, su semana de aprendizaje y los ajustes de tu familia.`)
};

/**
* | output |
* | --- |
* | "Your children's profiles, their week of learning, and your family settings." |
*
* @param {Family_DescriptionInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const family_description = /** @type {((inputs?: Family_DescriptionInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Family_DescriptionInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_family_description(inputs)
	return en_family_description(inputs)
});