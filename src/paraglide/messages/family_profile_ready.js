/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Family_Profile_ReadyInputs */

const en_family_profile_ready = /** @type {(inputs: Family_Profile_ReadyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The new profile is ready to learn.`)
};

const es_family_profile_ready = /** @type {(inputs: Family_Profile_ReadyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El nuevo perfil ya puede aprender.`)
};

/**
* | output |
* | --- |
* | "The new profile is ready to learn." |
*
* @param {Family_Profile_ReadyInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const family_profile_ready = /** @type {((inputs?: Family_Profile_ReadyInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Family_Profile_ReadyInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_family_profile_ready(inputs)
	return en_family_profile_ready(inputs)
});