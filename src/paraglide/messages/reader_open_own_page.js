/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ chapter: NonNullable<unknown>, version: NonNullable<unknown> }} Reader_Open_Own_PageInputs */

const en_reader_open_own_page = /** @type {(inputs: Reader_Open_Own_PageInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Open ${i?.chapter} (${i?.version}) on its own page`)
};

const es_reader_open_own_page = /** @type {(inputs: Reader_Open_Own_PageInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Abrir ${i?.chapter} (${i?.version}) en su propia página`)
};

/**
* | output |
* | --- |
* | "Open {chapter} ({version}) on its own page" |
*
* @param {Reader_Open_Own_PageInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const reader_open_own_page = /** @type {((inputs: Reader_Open_Own_PageInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reader_Open_Own_PageInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_reader_open_own_page(inputs)
	return en_reader_open_own_page(inputs)
});