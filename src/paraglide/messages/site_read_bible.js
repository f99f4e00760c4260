/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Site_Read_BibleInputs */

const en_site_read_bible = /** @type {(inputs: Site_Read_BibleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Read the Bible`)
};

const es_site_read_bible = /** @type {(inputs: Site_Read_BibleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Leer la Biblia`)
};

/**
* | output |
* | --- |
* | "Read the Bible" |
*
* @param {Site_Read_BibleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const site_read_bible = /** @type {((inputs?: Site_Read_BibleInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Site_Read_BibleInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_site_read_bible(inputs)
	return en_site_read_bible(inputs)
});