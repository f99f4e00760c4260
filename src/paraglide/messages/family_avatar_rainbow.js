/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Family_Avatar_RainbowInputs */

const en_family_avatar_rainbow = /** @type {(inputs: Family_Avatar_RainbowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rainbow`)
};

const es_family_avatar_rainbow = /** @type {(inputs: Family_Avatar_RainbowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Arcoíris`)
};

/**
* | output |
* | --- |
* | "Rainbow" |
*
* @param {Family_Avatar_RainbowInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const family_avatar_rainbow = /** @type {((inputs?: Family_Avatar_RainbowInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Family_Avatar_RainbowInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_family_avatar_rainbow(inputs)
	return en_family_avatar_rainbow(inputs)
});