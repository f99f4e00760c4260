/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Family_Avatar_OwlInputs */

const en_family_avatar_owl = /** @type {(inputs: Family_Avatar_OwlInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Owl`)
};

const es_family_avatar_owl = /** @type {(inputs: Family_Avatar_OwlInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Búho`)
};

/**
* | output |
* | --- |
* | "Owl" |
*
* @param {Family_Avatar_OwlInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const family_avatar_owl = /** @type {((inputs?: Family_Avatar_OwlInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Family_Avatar_OwlInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_family_avatar_owl(inputs)
	return en_family_avatar_owl(inputs)
});