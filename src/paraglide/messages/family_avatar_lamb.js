/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Family_Avatar_LambInputs */

const en_family_avatar_lamb = /** @type {(inputs: Family_Avatar_LambInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lamb`)
};

const es_family_avatar_lamb = /** @type {(inputs: Family_Avatar_LambInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cordero`)
};

/**
* | output |
* | --- |
* | "Lamb" |
*
* @param {Family_Avatar_LambInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const family_avatar_lamb = /** @type {((inputs?: Family_Avatar_LambInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Family_Avatar_LambInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_family_avatar_lamb(inputs)
	return en_family_avatar_lamb(inputs)
});