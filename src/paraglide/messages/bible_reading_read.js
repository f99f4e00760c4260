/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ reference: NonNullable<unknown> }} Bible_Reading_ReadInputs */

const en_bible_reading_read = /** @type {(inputs: Bible_Reading_ReadInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Read ${i?.reference}`)
};

const es_bible_reading_read = /** @type {(inputs: Bible_Reading_ReadInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Leer ${i?.reference}`)
};

/**
* | output |
* | --- |
* | "Read {reference}" |
*
* @param {Bible_Reading_ReadInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const bible_reading_read = /** @type {((inputs: Bible_Reading_ReadInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Bible_Reading_ReadInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_bible_reading_read(inputs)
	return en_bible_reading_read(inputs)
});