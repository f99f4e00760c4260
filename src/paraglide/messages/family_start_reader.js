/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Family_Start_ReaderInputs */

const en_family_start_reader = /** @type {(inputs: Family_Start_ReaderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bible reader, plans and memory verses`)
};

const es_family_start_reader = /** @type {(inputs: Family_Start_ReaderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lector de la Biblia, planes y versículos para memorizar`)
};

/**
* | output |
* | --- |
* | "Bible reader, plans and memory verses" |
*
* @param {Family_Start_ReaderInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const family_start_reader = /** @type {((inputs?: Family_Start_ReaderInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Family_Start_ReaderInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_family_start_reader(inputs)
	return en_family_start_reader(inputs)
});