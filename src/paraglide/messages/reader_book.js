/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reader_BookInputs */

const en_reader_book = /** @type {(inputs: Reader_BookInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Book`)
};

const es_reader_book = /** @type {(inputs: Reader_BookInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Libro`)
};

/**
* | output |
* | --- |
* | "Book" |
*
* @param {Reader_BookInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const reader_book = /** @type {((inputs?: Reader_BookInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reader_BookInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_reader_book(inputs)
	return en_reader_book(inputs)
});