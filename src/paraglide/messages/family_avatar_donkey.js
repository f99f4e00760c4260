/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Family_Avatar_DonkeyInputs */

const en_family_avatar_donkey = /** @type {(inputs: Family_Avatar_DonkeyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Donkey`)
};

const es_family_avatar_donkey = /** @type {(inputs: Family_Avatar_DonkeyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Burro`)
};

/**
* | output |
* | --- |
* | "Donkey" |
*
* @param {Family_Avatar_DonkeyInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const family_avatar_donkey = /** @type {((inputs?: Family_Avatar_DonkeyInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Family_Avatar_DonkeyInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_family_avatar_donkey(inputs)
	return en_family_avatar_donkey(inputs)
});