/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Family_Avatar_BunnyInputs */

const en_family_avatar_bunny = /** @type {(inputs: Family_Avatar_BunnyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bunny`)
};

const es_family_avatar_bunny = /** @type {(inputs: Family_Avatar_BunnyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Conejito`)
};

/**
* | output |
* | --- |
* | "Bunny" |
*
* @param {Family_Avatar_BunnyInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const family_avatar_bunny = /** @type {((inputs?: Family_Avatar_BunnyInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Family_Avatar_BunnyInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_family_avatar_bunny(inputs)
	return en_family_avatar_bunny(inputs)
});