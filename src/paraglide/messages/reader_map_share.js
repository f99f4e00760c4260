/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ read: NonNullable<unknown>, chapters: NonNullable<unknown>, percent: NonNullable<unknown> }} Reader_Map_ShareInputs */

const en_reader_map_share = /** @type {(inputs: Reader_Map_ShareInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.read} of ${i?.chapters} chapters · ${i?.percent}%`)
};

const es_reader_map_share = /** @type {(inputs: Reader_Map_ShareInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.read} de ${i?.chapters} capítulos · ${i?.percent} %`)
};

/**
* | output |
* | --- |
* | "{read} of {chapters} chapters · {percent}%" |
*
* @param {Reader_Map_ShareInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const reader_map_share = /** @type {((inputs: Reader_Map_ShareInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reader_Map_ShareInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_reader_map_share(inputs)
	return en_reader_map_share(inputs)
});