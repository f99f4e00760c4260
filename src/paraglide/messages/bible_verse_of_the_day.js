/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Bible_Verse_Of_The_DayInputs */

const en_bible_verse_of_the_day = /** @type {(inputs: Bible_Verse_Of_The_DayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Verse of the Day`)
};

const es_bible_verse_of_the_day = /** @type {(inputs: Bible_Verse_Of_The_DayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Versículo del día`)
};

/**
* | output |
* | --- |
* | "Verse of the Day" |
*
* @param {Bible_Verse_Of_The_DayInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const bible_verse_of_the_day = /** @type {((inputs?: Bible_Verse_Of_The_DayInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Bible_Verse_Of_The_DayInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_bible_verse_of_the_day(inputs)
	return en_bible_verse_of_the_day(inputs)
});