/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ max: NonNullable<unknown> }} Api_Full_Name_Too_LongInputs */

const en_api_full_name_too_long = /** @type {(inputs: Api_Full_Name_Too_LongInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Please keep your name under ${i?.max} characters.`)
};

const es_api_full_name_too_long = /** @type {(inputs: Api_Full_Name_Too_LongInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Tu nombre debe tener menos de ${i?.max} caracteres.`)
};

/**
* | output |
* | --- |
* | "Please keep your name under {max} characters." |
*
* @param {Api_Full_Name_Too_LongInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const api_full_name_too_long = /** @type {((inputs: Api_Full_Name_Too_LongInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Api_Full_Name_Too_LongInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_api_full_name_too_long(inputs)
	return en_api_full_name_too_long(inputs)
});