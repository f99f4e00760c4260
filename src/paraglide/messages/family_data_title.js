/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Family_Data_TitleInputs */

const en_family_data_title = /** @type {(inputs: Family_Data_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your family's data`)
};

const es_family_data_title = /** @type {(inputs: Family_Data_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Los datos de tu familia`)
};

/**
* | output |
* | --- |
* | "Your family's data" |
*
* @param {Family_Data_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const family_data_title = /** @type {((inputs?: Family_Data_TitleInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Family_Data_TitleInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_family_data_title(inputs)
	return en_family_data_title(inputs)
});