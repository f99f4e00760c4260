/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ page: NonNullable<unknown> }} Devotionals_Archive_Title_PageInputs */

const en_devotionals_archive_title_page = /** @type {(inputs: Devotionals_Archive_Title_PageInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Devotional Archive, page ${i?.page}`)
};

const es_devotionals_archive_title_page = /** @type {(inputs: Devotionals_Archive_Title_PageInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Archivo de devocionales, página ${i?.page}`)
};

/**
* | output |
* | --- |
* | "Devotional Archive, page {page}" |
*
* @param {Devotionals_Archive_Title_PageInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const devotionals_archive_title_page = /** @type {((inputs: Devotionals_Archive_Title_PageInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Devotionals_Archive_Title_PageInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_devotionals_archive_title_page(inputs)
	return en_devotionals_archive_title_page(inputs)
});