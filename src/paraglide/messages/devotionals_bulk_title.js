/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Devotionals_Bulk_TitleInputs */

const en_devotionals_bulk_title = /** @type {(inputs: Devotionals_Bulk_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bulk Import`)
};

const es_devotionals_bulk_title = /** @type {(inputs: Devotionals_Bulk_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Importar varios`)
};

/**
* | output |
* | --- |
* | "Bulk Import" |
*
* @param {Devotionals_Bulk_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const devotionals_bulk_title = /** @type {((inputs?: Devotionals_Bulk_TitleInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Devotionals_Bulk_TitleInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_devotionals_bulk_title(inputs)
	return en_devotionals_bulk_title(inputs)
});