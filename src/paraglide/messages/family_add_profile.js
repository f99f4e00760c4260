/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Family_Add_ProfileInputs */

const en_family_add_profile = /** @type {(inputs: Family_Add_ProfileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Add profile`)
};

const es_family_add_profile = /** @type {(inputs: Family_Add_ProfileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Añadir perfil`)
};

/**
* | output |
* | --- |
* | "Add profile" |
*
* @param {Family_Add_ProfileInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const family_add_profile = /** @type {((inputs?: Family_Add_ProfileInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Family_Add_ProfileInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_family_add_profile(inputs)
	return en_family_add_profile(inputs)
});