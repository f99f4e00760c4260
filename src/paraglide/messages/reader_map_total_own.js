/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ read: NonNullable<unknown>, chapters: NonNullable<unknown>, percent: NonNullable<unknown> }} Reader_Map_Total_OwnInputs */

const en_reader_map_total_own = /** @type {(inputs: Reader_Map_Total_OwnInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`You have read ${i?.read} of ${i?.chapters} chapters (${i?.percent}%).`)
};

const es_reader_map_total_own = /** @type {(inputs: Reader_Map_Total_OwnInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Has leído ${i?.read} de ${i?.chapters} capítulos (${i?.percent} %).`)
};

/**
* | output |
* | --- |
* | "You have read {read} of {chapters} chapters ({percent}%)." |
*
* @param {Reader_Map_Total_OwnInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const reader_map_total_own = /** @type {((inputs: Reader_Map_Total_OwnInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reader_Map_Total_OwnInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_reader_map_total_own(inputs)
	return en_reader_map_total_own(inputs)
});