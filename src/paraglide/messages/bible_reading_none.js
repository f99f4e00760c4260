/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Bible_Reading_NoneInputs */

const en_bible_reading_none = /** @type {(inputs: Bible_Reading_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No reading is planned for today.`)
};

const es_bible_reading_none = /** @type {(inputs: Bible_Reading_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hoy no hay ninguna lectura planeada.`)
};

/**
* | output |
* | --- |
* | "No reading is planned for today." |
*
* @param {Bible_Reading_NoneInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const bible_reading_none = /** @type {((inputs?: Bible_Reading_NoneInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Bible_Reading_NoneInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_bible_reading_none(inputs)
	return en_bible_reading_none(inputs)
});