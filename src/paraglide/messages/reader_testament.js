/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reader_TestamentInputs */

const en_reader_testament = /** @type {(inputs: Reader_TestamentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Testament`)
};

const es_reader_testament = /** @type {(inputs: Reader_TestamentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Testamento`)
};

/**
* | output |
* | --- |
* | "Testament" |
*
* @param {Reader_TestamentInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const reader_testament = /** @type {((inputs?: Reader_TestamentInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reader_TestamentInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_reader_testament(inputs)
	return en_reader_testament(inputs)
});