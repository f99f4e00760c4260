/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ book: NonNullable<unknown>, version: NonNullable<unknown> }} Bible_Book_TitleInputs */

const en_bible_book_title = /** @type {(inputs: Bible_Book_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.book} (${i?.version})`)
};

const es_bible_book_title = /** @type {(inputs: Bible_Book_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.book} (${i?.version})`)
};

/**
* | output |
* | --- |
* | "{book} ({version})" |
*
* @param {Bible_Book_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const bible_book_title = /** @type {((inputs: Bible_Book_TitleInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Bible_Book_TitleInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_bible_book_title(inputs)
	return en_bible_book_title(inputs)
});