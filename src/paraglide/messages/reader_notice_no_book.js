/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ asked: NonNullable<unknown>, book: NonNullable<unknown> }} Reader_Notice_No_BookInputs */

const en_reader_notice_no_book = /** @type {(inputs: Reader_Notice_No_BookInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`There is no book called "${i?.asked}", so ${i?.book} is shown.`)
};

const es_reader_notice_no_book = /** @type {(inputs: Reader_Notice_No_BookInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`No hay ningún libro llamado «${i?.asked}»; se muestra ${i?.book}.`)
};

/**
* | output |
* | --- |
* | "There is no book called \"{asked}\", so {book} is shown." |
*
* @param {Reader_Notice_No_BookInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const reader_notice_no_book = /** @type {((inputs: Reader_Notice_No_BookInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reader_Notice_No_BookInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_reader_notice_no_book(inputs)
	return en_reader_notice_no_book(inputs)
});