/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Family_Kind_MessageInputs */

const en_family_kind_message = /** @type {(inputs: Family_Kind_MessageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Community message`)
};

const es_family_kind_message = /** @type {(inputs: Family_Kind_MessageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mensaje para la comunidad`)
};

/**
* | output |
* | --- |
* | "Community message" |
*
* @param {Family_Kind_MessageInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const family_kind_message = /** @type {((inputs?: Family_Kind_MessageInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Family_Kind_MessageInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_family_kind_message(inputs)
	return en_family_kind_message(inputs)
});