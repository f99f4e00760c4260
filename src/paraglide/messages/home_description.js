/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ tagline: NonNullable<unknown> }} Home_DescriptionInputs */

const en_home_description = /** @type {(inputs: Home_DescriptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.tagline}. Daily devotionals, a Bible explorer, truth challenges and Bible games for children and families.`)
};

const es_home_description = /** @type {(inputs: Home_DescriptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.tagline}. Devocionales diarios, un explorador bíblico, desafíos de la verdad y juegos bíblicos para niños y familias.`)
};

/**
* | output |
* | --- |
* | "{tagline}. Daily devotionals, a Bible explorer, truth challenges and Bible games for children and families." |
*
* @param {Home_DescriptionInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const home_description = /** @type {((inputs: Home_DescriptionInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_DescriptionInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_home_description(inputs)
	return en_home_description(inputs)
});