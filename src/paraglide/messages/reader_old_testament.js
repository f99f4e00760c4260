/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reader_Old_TestamentInputs */

const en_reader_old_testament = /** @type {(inputs: Reader_Old_TestamentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Old Testament`)
};

const es_reader_old_testament = /** @type {(inputs: Reader_Old_TestamentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Antiguo Testamento`)
};

/**
* | output |
* | --- |
* | "Old Testament" |
*
* @param {Reader_Old_TestamentInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const reader_old_testament = /** @type {((inputs?: Reader_Old_TestamentInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reader_Old_TestamentInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_reader_old_testament(inputs)
	return en_reader_old_testament(inputs)
});