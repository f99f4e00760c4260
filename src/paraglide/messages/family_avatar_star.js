/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Family_Avatar_StarInputs */

const en_family_avatar_star = /** @type {(inputs: Family_Avatar_StarInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Star`)
};

const es_family_avatar_star = /** @type {(inputs: Family_Avatar_StarInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Estrella`)
};

/**
* | output |
* | --- |
* | "Star" |
*
* @param {Family_Avatar_StarInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const family_avatar_star = /** @type {((inputs?: Family_Avatar_StarInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Family_Avatar_StarInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_family_avatar_star(inputs)
	return en_family_avatar_star(inputs)
});