/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Bible_Reading_NextInputs */

const en_bible_reading_next = /** @type {(inputs: Bible_Reading_NextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Next reading`)
};

const es_bible_reading_next = /** @type {(inputs: Bible_Reading_NextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Próxima lectura`)
};

/**
* | output |
* | --- |
* | "Next reading" |
*
* @param {Bible_Reading_NextInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const bible_reading_next = /** @type {((inputs?: Bible_Reading_NextInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Bible_Reading_NextInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_bible_reading_next(inputs)
	return en_bible_reading_next(inputs)
});