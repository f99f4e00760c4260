/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Family_Avatar_WhaleInputs */

const en_family_avatar_whale = /** @type {(inputs: Family_Avatar_WhaleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Whale`)
};

const es_family_avatar_whale = /** @type {(inputs: Family_Avatar_WhaleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ballena`)
};

/**
* | output |
* | --- |
* | "Whale" |
*
* @param {Family_Avatar_WhaleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const family_avatar_whale = /** @type {((inputs?: Family_Avatar_WhaleInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Family_Avatar_WhaleInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_family_avatar_whale(inputs)
	return en_family_avatar_whale(inputs)
});