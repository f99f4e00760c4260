/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Family_Avatar_ArkInputs */

const en_family_avatar_ark = /** @type {(inputs: Family_Avatar_ArkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Noah's Ark`)
};

const es_family_avatar_ark = /** @type {(inputs: Family_Avatar_ArkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Arca de Noé`)
};

/**
* | output |
* | --- |
* | "Noah's Ark" |
*
* @param {Family_Avatar_ArkInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const family_avatar_ark = /** @type {((inputs?: Family_Avatar_ArkInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Family_Avatar_ArkInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_family_avatar_ark(inputs)
	return en_family_avatar_ark(inputs)
});