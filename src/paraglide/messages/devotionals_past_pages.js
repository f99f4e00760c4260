/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Devotionals_Past_PagesInputs */

const en_devotionals_past_pages = /** @type {(inputs: Devotionals_Past_PagesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Past devotions pages`)
};

const es_devotionals_past_pages = /** @type {(inputs: Devotionals_Past_PagesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Páginas de devocionales anteriores`)
};

/**
* | output |
* | --- |
* | "Past devotions pages" |
*
* @param {Devotionals_Past_PagesInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const devotionals_past_pages = /** @type {((inputs?: Devotionals_Past_PagesInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Devotionals_Past_PagesInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_devotionals_past_pages(inputs)
	return en_devotionals_past_pages(inputs)
});