/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Bible_Reading_TitleInputs */

const en_bible_reading_title = /** @type {(inputs: Bible_Reading_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Today’s Reading`)
};

const es_bible_reading_title = /** @type {(inputs: Bible_Reading_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lectura de hoy`)
};

/**
* | output |
* | --- |
* | "Today’s Reading" |
*
* @param {Bible_Reading_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const bible_reading_title = /** @type {((inputs?: Bible_Reading_TitleInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Bible_Reading_TitleInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_bible_reading_title(inputs)
	return en_bible_reading_title(inputs)
});