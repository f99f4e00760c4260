/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ siteName: NonNullable<unknown> }} Devotionals_Rss_TitleInputs */

const en_devotionals_rss_title = /** @type {(inputs: Devotionals_Rss_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.siteName}: Daily Devotionals`)
};

const es_devotionals_rss_title = /** @type {(inputs: Devotionals_Rss_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.siteName}: Devocionales diarios`)
};

/**
* | output |
* | --- |
* | "{siteName}: Daily Devotionals" |
*
* @param {Devotionals_Rss_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const devotionals_rss_title = /** @type {((inputs: Devotionals_Rss_TitleInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Devotionals_Rss_TitleInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_devotionals_rss_title(inputs)
	return en_devotionals_rss_title(inputs)
});