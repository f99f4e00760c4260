/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Community_Sign_In_FirstInputs */

const en_community_sign_in_first = /** @type {(inputs: Community_Sign_In_FirstInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please sign in first, so we can answer you.`)
};

const es_community_sign_in_first = /** @type {(inputs: Community_Sign_In_FirstInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Primero inicia sesión, así podremos contestarte.`)
};

/**
* | output |
* | --- |
* | "Please sign in first, so we can answer you." |
*
* @param {Community_Sign_In_FirstInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const community_sign_in_first = /** @type {((inputs?: Community_Sign_In_FirstInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Community_Sign_In_FirstInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_community_sign_in_first(inputs)
	return en_community_sign_in_first(inputs)
});