/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Devotionals_Page_TitleInputs */

const en_devotionals_page_title = /** @type {(inputs: Devotionals_Page_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Daily Devotionals`)
};

const es_devotionals_page_title = /** @type {(inputs: Devotionals_Page_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Devocionales diarios`)
};

/**
* | output |
* | --- |
* | "Daily Devotionals" |
*
* @param {Devotionals_Page_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const devotionals_page_title = /** @type {((inputs?: Devotionals_Page_TitleInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Devotionals_Page_TitleInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_devotionals_page_title(inputs)
	return en_devotionals_page_title(inputs)
});