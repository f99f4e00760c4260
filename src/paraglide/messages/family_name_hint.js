/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Family_Name_HintInputs */

const en_family_name_hint = /** @type {(inputs: Family_Name_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Shown only inside your family. No surname, please.`)
};

const es_family_name_hint = /** @type {(inputs: Family_Name_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Solo se ve dentro de tu familia. Sin apellido, por favor.`)
};

/**
* | output |
* | --- |
* | "Shown only inside your family. No surname, please." |
*
* @param {Family_Name_HintInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const family_name_hint = /** @type {((inputs?: Family_Name_HintInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Family_Name_HintInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_family_name_hint(inputs)
	return en_family_name_hint(inputs)
});