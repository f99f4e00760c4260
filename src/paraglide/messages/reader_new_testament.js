/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reader_New_TestamentInputs */

const en_reader_new_testament = /** @type {(inputs: Reader_New_TestamentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`New Testament`)
};

const es_reader_new_testament = /** @type {(inputs: Reader_New_TestamentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nuevo Testamento`)
};

/**
* | output |
* | --- |
* | "New Testament" |
*
* @param {Reader_New_TestamentInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const reader_new_testament = /** @type {((inputs?: Reader_New_TestamentInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reader_New_TestamentInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_reader_new_testament(inputs)
	return en_reader_new_testament(inputs)
});