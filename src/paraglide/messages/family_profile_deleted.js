/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Family_Profile_DeletedInputs */

const en_family_profile_deleted = /** @type {(inputs: Family_Profile_DeletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Profile Deleted`)
};

const es_family_profile_deleted = /** @type {(inputs: Family_Profile_DeletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Perfil borrado`)
};

/**
* | output |
* | --- |
* | "Profile Deleted" |
*
* @param {Family_Profile_DeletedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const family_profile_deleted = /** @type {((inputs?: Family_Profile_DeletedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Family_Profile_DeletedInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_family_profile_deleted(inputs)
	return en_family_profile_deleted(inputs)
});