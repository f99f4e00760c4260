/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Family_Avatar_FishInputs */

const en_family_avatar_fish = /** @type {(inputs: Family_Avatar_FishInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fish`)
};

const es_family_avatar_fish = /** @type {(inputs: Family_Avatar_FishInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pez`)
};

/**
* | output |
* | --- |
* | "Fish" |
*
* @param {Family_Avatar_FishInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const family_avatar_fish = /** @type {((inputs?: Family_Avatar_FishInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Family_Avatar_FishInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_family_avatar_fish(inputs)
	return en_family_avatar_fish(inputs)
});