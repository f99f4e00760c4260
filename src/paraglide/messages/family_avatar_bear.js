/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Family_Avatar_BearInputs */

const en_family_avatar_bear = /** @type {(inputs: Family_Avatar_BearInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bear`)
};

const es_family_avatar_bear = /** @type {(inputs: Family_Avatar_BearInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Oso`)
};

/**
* | output |
* | --- |
* | "Bear" |
*
* @param {Family_Avatar_BearInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const family_avatar_bear = /** @type {((inputs?: Family_Avatar_BearInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Family_Avatar_BearInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_family_avatar_bear(inputs)
	return en_family_avatar_bear(inputs)
});