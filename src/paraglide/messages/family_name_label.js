/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Family_Name_LabelInputs */

const en_family_name_label = /** @type {(inputs: Family_Name_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`First name or nickname`)
};

const es_family_name_label = /** @type {(inputs: Family_Name_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nombre o apodo`)
};

/**
* | output |
* | --- |
* | "First name or nickname" |
*
* @param {Family_Name_LabelInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const family_name_label = /** @type {((inputs?: Family_Name_LabelInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Family_Name_LabelInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_family_name_label(inputs)
	return en_family_name_label(inputs)
});