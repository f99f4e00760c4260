/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Family_Waiting_Title_NoneInputs */

const en_family_waiting_title_none = /** @type {(inputs: Family_Waiting_Title_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Waiting for you`)
};

const es_family_waiting_title_none = /** @type {(inputs: Family_Waiting_Title_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Esperan tu respuesta`)
};

/**
* | output |
* | --- |
* | "Waiting for you" |
*
* @param {Family_Waiting_Title_NoneInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const family_waiting_title_none = /** @type {((inputs?: Family_Waiting_Title_NoneInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Family_Waiting_Title_NoneInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_family_waiting_title_none(inputs)
	return en_family_waiting_title_none(inputs)
});