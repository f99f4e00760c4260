/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Bible_Daily_Wisdom_LeadInputs */

const en_bible_daily_wisdom_lead = /** @type {(inputs: Bible_Daily_Wisdom_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A proverb for today, and what it means for you.`)
};

const es_bible_daily_wisdom_lead = /** @type {(inputs: Bible_Daily_Wisdom_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un proverbio para hoy, y lo que significa para ti.`)
};

/**
* | output |
* | --- |
* | "A proverb for today, and what it means for you." |
*
* @param {Bible_Daily_Wisdom_LeadInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const bible_daily_wisdom_lead = /** @type {((inputs?: Bible_Daily_Wisdom_LeadInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Bible_Daily_Wisdom_LeadInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_bible_daily_wisdom_lead(inputs)
	return en_bible_daily_wisdom_lead(inputs)
});