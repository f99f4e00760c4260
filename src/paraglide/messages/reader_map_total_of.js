/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ reader: NonNullable<unknown>, read: NonNullable<unknown>, chapters: NonNullable<unknown>, percent: NonNullable<unknown> }} Reader_Map_Total_OfInputs */

const en_reader_map_total_of = /** @type {(inputs: Reader_Map_Total_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.reader} has read ${i?.read} of ${i?.chapters} chapters (${i?.percent}%).`)
};

const es_reader_map_total_of = /** @type {(inputs: Reader_Map_Total_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.reader} ha leído ${i?.read} de ${i?.chapters} capítulos (${i?.percent} %).`)
};

/**
* | output |
* | --- |
* | "{reader} has read {read} of {chapters} chapters ({percent}%)." |
*
* @param {Reader_Map_Total_OfInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const reader_map_total_of = /** @type {((inputs: Reader_Map_Total_OfInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reader_Map_Total_OfInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_reader_map_total_of(inputs)
	return en_reader_map_total_of(inputs)
});