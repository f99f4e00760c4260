/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Devotionals_Daily_DevotionalInputs */

const en_devotionals_daily_devotional = /** @type {(inputs: Devotionals_Daily_DevotionalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Daily Devotional`)
};

const es_devotionals_daily_devotional = /** @type {(inputs: Devotionals_Daily_DevotionalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Devocional diario`)
};

/**
* | output |
* | --- |
* | "Daily Devotional" |
*
* @param {Devotionals_Daily_DevotionalInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const devotionals_daily_devotional = /** @type {((inputs?: Devotionals_Daily_DevotionalInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Devotionals_Daily_DevotionalInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_devotionals_daily_devotional(inputs)
	return en_devotionals_daily_devotional(inputs)
});