/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Bible_Reading_TodayInputs */

const en_bible_reading_today = /** @type {(inputs: Bible_Reading_TodayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Today`)
};

const es_bible_reading_today = /** @type {(inputs: Bible_Reading_TodayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hoy`)
};

/**
* | output |
* | --- |
* | "Today" |
*
* @param {Bible_Reading_TodayInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const bible_reading_today = /** @type {((inputs?: Bible_Reading_TodayInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Bible_Reading_TodayInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_bible_reading_today(inputs)
	return en_bible_reading_today(inputs)
});