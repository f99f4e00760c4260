/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Family_ChooseInputs */

const en_family_choose = /** @type {(inputs: Family_ChooseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose...`)
};

const es_family_choose = /** @type {(inputs: Family_ChooseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Elige...`)
};

/**
* | output |
* | --- |
* | "Choose..." |
*
* @param {Family_ChooseInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const family_choose = /** @type {((inputs?: Family_ChooseInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Family_ChooseInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_family_choose(inputs)
	return en_family_choose(inputs)
});