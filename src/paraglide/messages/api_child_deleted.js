/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Api_Child_DeletedInputs */

const en_api_child_deleted = /** @type {(inputs: Api_Child_DeletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The profile and everything it saved were deleted.`)
};

const es_api_child_deleted = /** @type {(inputs: Api_Child_DeletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Se borró el perfil con todo lo que había guardado.`)
};

/**
* | output |
* | --- |
* | "The profile and everything it saved were deleted." |
*
* @param {Api_Child_DeletedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const api_child_deleted = /** @type {((inputs?: Api_Child_DeletedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Api_Child_DeletedInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_api_child_deleted(inputs)
	return en_api_child_deleted(inputs)
});