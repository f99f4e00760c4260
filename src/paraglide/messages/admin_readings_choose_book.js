/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Readings_Choose_BookInputs */

const en_admin_readings_choose_book = /** @type {(inputs: Admin_Readings_Choose_BookInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose a book`)
};

const es_admin_readings_choose_book = /** @type {(inputs: Admin_Readings_Choose_BookInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Elige un libro`)
};

/**
* | output |
* | --- |
* | "Choose a book" |
*
* @param {Admin_Readings_Choose_BookInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const admin_readings_choose_book = /** @type {((inputs?: Admin_Readings_Choose_BookInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Readings_Choose_BookInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_readings_choose_book(inputs)
	return en_admin_readings_choose_book(inputs)
});