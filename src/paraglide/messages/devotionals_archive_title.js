/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Devotionals_Archive_TitleInputs */

const en_devotionals_archive_title = /** @type {(inputs: Devotionals_Archive_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Devotional Archive`)
};

const es_devotionals_archive_title = /** @type {(inputs: Devotionals_Archive_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Archivo de devocionales`)
};

/**
* | output |
* | --- |
* | "Devotional Archive" |
*
* @param {Devotionals_Archive_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const devotionals_archive_title = /** @type {((inputs?: Devotionals_Archive_TitleInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Devotionals_Archive_TitleInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_devotionals_archive_title(inputs)
	return en_devotionals_archive_title(inputs)
});