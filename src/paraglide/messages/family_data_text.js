/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Family_Data_TextInputs */

const en_family_data_text = /** @type {(inputs: Family_Data_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Download everything we keep about your family as one file, or delete it. Read what we keep and why in our`)
};

const es_family_data_text = /** @type {(inputs: Family_Data_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Descarga en un solo archivo todo lo que guardamos sobre tu familia, o bórralo. Lee qué guardamos y por qué en nuestro`)
};

/**
* | output |
* | --- |
* | "Download everything we keep about your family as one file, or delete it. Read what we keep and why in our" |
*
* @param {Family_Data_TextInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const family_data_text = /** @type {((inputs?: Family_Data_TextInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Family_Data_TextInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_family_data_text(inputs)
	return en_family_data_text(inputs)
});