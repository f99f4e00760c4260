/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Family_Avatar_TentInputs */

const en_family_avatar_tent = /** @type {(inputs: Family_Avatar_TentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tent`)
};

const es_family_avatar_tent = /** @type {(inputs: Family_Avatar_TentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tienda`)
};

/**
* | output |
* | --- |
* | "Tent" |
*
* @param {Family_Avatar_TentInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const family_avatar_tent = /** @type {((inputs?: Family_Avatar_TentInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Family_Avatar_TentInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_family_avatar_tent(inputs)
	return en_family_avatar_tent(inputs)
});