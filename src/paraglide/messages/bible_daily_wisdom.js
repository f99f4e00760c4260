/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Bible_Daily_WisdomInputs */

const en_bible_daily_wisdom = /** @type {(inputs: Bible_Daily_WisdomInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Daily Wisdom`)
};

const es_bible_daily_wisdom = /** @type {(inputs: Bible_Daily_WisdomInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sabiduría del día`)
};

/**
* | output |
* | --- |
* | "Daily Wisdom" |
*
* @param {Bible_Daily_WisdomInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const bible_daily_wisdom = /** @type {((inputs?: Bible_Daily_WisdomInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Bible_Daily_WisdomInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_bible_daily_wisdom(inputs)
	return en_bible_daily_wisdom(inputs)
});