/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Family_Books_ReadInputs */

const en_family_books_read = /** @type {(inputs: Family_Books_ReadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Books read this week`)
};

const es_family_books_read = /** @type {(inputs: Family_Books_ReadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Libros leídos esta semana`)
};

/**
* | output |
* | --- |
* | "Books read this week" |
*
* @param {Family_Books_ReadInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const family_books_read = /** @type {((inputs?: Family_Books_ReadInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Family_Books_ReadInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_family_books_read(inputs)
	return en_family_books_read(inputs)
});