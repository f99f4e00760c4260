/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Family_Avatar_LionInputs */

const en_family_avatar_lion = /** @type {(inputs: Family_Avatar_LionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lion`)
};

const es_family_avatar_lion = /** @type {(inputs: Family_Avatar_LionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`León`)
};

/**
* | output |
* | --- |
* | "Lion" |
*
* @param {Family_Avatar_LionInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const family_avatar_lion = /** @type {((inputs?: Family_Avatar_LionInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Family_Avatar_LionInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_family_avatar_lion(inputs)
	return en_family_avatar_lion(inputs)
});