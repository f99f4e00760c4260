/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Family_Avatar_SunInputs */

const en_family_avatar_sun = /** @type {(inputs: Family_Avatar_SunInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sun`)
};

const es_family_avatar_sun = /** @type {(inputs: Family_Avatar_SunInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sol`)
};

/**
* | output |
* | --- |
* | "Sun" |
*
* @param {Family_Avatar_SunInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const family_avatar_sun = /** @type {((inputs?: Family_Avatar_SunInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Family_Avatar_SunInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_family_avatar_sun(inputs)
	return en_family_avatar_sun(inputs)
});