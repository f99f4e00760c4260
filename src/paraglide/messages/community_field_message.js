/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Community_Field_MessageInputs */

const en_community_field_message = /** @type {(inputs: Community_Field_MessageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your message`)
};

const es_community_field_message = /** @type {(inputs: Community_Field_MessageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tu mensaje`)
};

/**
* | output |
* | --- |
* | "Your message" |
*
* @param {Community_Field_MessageInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const community_field_message = /** @type {((inputs?: Community_Field_MessageInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Community_Field_MessageInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_community_field_message(inputs)
	return en_community_field_message(inputs)
});