/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Devotionals_Browse_Full_ArchiveInputs */

const en_devotionals_browse_full_archive = /** @type {(inputs: Devotionals_Browse_Full_ArchiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Browse the full archive`)
};

const es_devotionals_browse_full_archive = /** @type {(inputs: Devotionals_Browse_Full_ArchiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ver todo el archivo`)
};

/**
* | output |
* | --- |
* | "Browse the full archive" |
*
* @param {Devotionals_Browse_Full_ArchiveInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const devotionals_browse_full_archive = /** @type {((inputs?: Devotionals_Browse_Full_ArchiveInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Devotionals_Browse_Full_ArchiveInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_devotionals_browse_full_archive(inputs)
	return en_devotionals_browse_full_archive(inputs)
});