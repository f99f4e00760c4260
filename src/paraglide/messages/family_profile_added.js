/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Family_Profile_AddedInputs */

const en_family_profile_added = /** @type {(inputs: Family_Profile_AddedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Profile Added`)
};

const es_family_profile_added = /** @type {(inputs: Family_Profile_AddedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Perfil agregado`)
};

/**
* | output |
* | --- |
* | "Profile Added" |
*
* @param {Family_Profile_AddedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const family_profile_added = /** @type {((inputs?: Family_Profile_AddedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Family_Profile_AddedInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_family_profile_added(inputs)
	return en_family_profile_added(inputs)
});