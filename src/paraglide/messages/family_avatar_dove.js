/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Family_Avatar_DoveInputs */

const en_family_avatar_dove = /** @type {(inputs: Family_Avatar_DoveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dove`)
};

const es_family_avatar_dove = /** @type {(inputs: Family_Avatar_DoveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Paloma`)
};

/**
* | output |
* | --- |
* | "Dove" |
*
* @param {Family_Avatar_DoveInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const family_avatar_dove = /** @type {((inputs?: Family_Avatar_DoveInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Family_Avatar_DoveInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_family_avatar_dove(inputs)
	return en_family_avatar_dove(inputs)
});