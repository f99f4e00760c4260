/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Devotionals_Rss_FeedInputs */

const en_devotionals_rss_feed = /** @type {(inputs: Devotionals_Rss_FeedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`RSS feed`)
};

const es_devotionals_rss_feed = /** @type {(inputs: Devotionals_Rss_FeedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Canal RSS`)
};

/**
* | output |
* | --- |
* | "RSS feed" |
*
* @param {Devotionals_Rss_FeedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const devotionals_rss_feed = /** @type {((inputs?: Devotionals_Rss_FeedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Devotionals_Rss_FeedInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_devotionals_rss_feed(inputs)
	return en_devotionals_rss_feed(inputs)
});