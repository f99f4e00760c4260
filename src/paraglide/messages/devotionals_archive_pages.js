/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Devotionals_Archive_PagesInputs */

const en_devotionals_archive_pages = /** @type {(inputs: Devotionals_Archive_PagesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Archive pages`)
};

const es_devotionals_archive_pages = /** @type {(inputs: Devotionals_Archive_PagesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Páginas del archivo`)
};

/**
* | output |
* | --- |
* | "Archive pages" |
*
* @param {Devotionals_Archive_PagesInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const devotionals_archive_pages = /** @type {((inputs?: Devotionals_Archive_PagesInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Devotionals_Archive_PagesInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_devotionals_archive_pages(inputs)
	return en_devotionals_archive_pages(inputs)
});