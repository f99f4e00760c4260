/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reader_Notice_First_BookInputs */

const en_reader_notice_first_book = /** @type {(inputs: Reader_Notice_First_BookInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`the first book`)
};

const es_reader_notice_first_book = /** @type {(inputs: Reader_Notice_First_BookInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`el primer libro`)
};

/**
* | output |
* | --- |
* | "the first book" |
*
* @param {Reader_Notice_First_BookInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const reader_notice_first_book = /** @type {((inputs?: Reader_Notice_First_BookInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reader_Notice_First_BookInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_reader_notice_first_book(inputs)
	return en_reader_notice_first_book(inputs)
});