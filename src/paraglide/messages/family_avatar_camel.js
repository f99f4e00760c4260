/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Family_Avatar_CamelInputs */

const en_family_avatar_camel = /** @type {(inputs: Family_Avatar_CamelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Camel`)
};

const es_family_avatar_camel = /** @type {(inputs: Family_Avatar_CamelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Camello`)
};

/**
* | output |
* | --- |
* | "Camel" |
*
* @param {Family_Avatar_CamelInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const family_avatar_camel = /** @type {((inputs?: Family_Avatar_CamelInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Family_Avatar_CamelInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_family_avatar_camel(inputs)
	return en_family_avatar_camel(inputs)
});