/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Devotionals_PrayerInputs */

const en_devotionals_prayer = /** @type {(inputs: Devotionals_PrayerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Prayer`)
};

const es_devotionals_prayer = /** @type {(inputs: Devotionals_PrayerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Oración`)
};

/**
* | output |
* | --- |
* | "Prayer" |
*
* @param {Devotionals_PrayerInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const devotionals_prayer = /** @type {((inputs?: Devotionals_PrayerInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Devotionals_PrayerInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_devotionals_prayer(inputs)
	return en_devotionals_prayer(inputs)
});