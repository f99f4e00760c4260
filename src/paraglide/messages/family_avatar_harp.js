/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Family_Avatar_HarpInputs */

const en_family_avatar_harp = /** @type {(inputs: Family_Avatar_HarpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Harp`)
};

const es_family_avatar_harp = /** @type {(inputs: Family_Avatar_HarpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Arpa`)
};

/**
* | output |
* | --- |
* | "Harp" |
*
* @param {Family_Avatar_HarpInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const family_avatar_harp = /** @type {((inputs?: Family_Avatar_HarpInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Family_Avatar_HarpInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_family_avatar_harp(inputs)
	return en_family_avatar_harp(inputs)
});