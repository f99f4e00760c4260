/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ max: NonNullable<unknown> }} Community_Body_Too_LongInputs */

const en_community_body_too_long = /** @type {(inputs: Community_Body_Too_LongInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Please keep it under ${i?.max} characters.`)
};

const es_community_body_too_long = /** @type {(inputs: Community_Body_Too_LongInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Escribe menos de ${i?.max} caracteres.`)
};

/**
* | output |
* | --- |
* | "Please keep it under {max} characters." |
*
* @param {Community_Body_Too_LongInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const community_body_too_long = /** @type {((inputs: Community_Body_Too_LongInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Community_Body_Too_LongInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_community_body_too_long(inputs)
	return en_community_body_too_long(inputs)
});