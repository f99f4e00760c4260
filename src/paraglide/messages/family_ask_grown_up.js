/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Family_Ask_Grown_UpInputs */

const en_family_ask_grown_up = /** @type {(inputs: Family_Ask_Grown_UpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ask a grown-up`)
};

const es_family_ask_grown_up = /** @type {(inputs: Family_Ask_Grown_UpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pídeselo a un adulto`)
};

/**
* | output |
* | --- |
* | "Ask a grown-up" |
*
* @param {Family_Ask_Grown_UpInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const family_ask_grown_up = /** @type {((inputs?: Family_Ask_Grown_UpInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Family_Ask_Grown_UpInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_family_ask_grown_up(inputs)
	return en_family_ask_grown_up(inputs)
});