/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Reader_Map_Testament_ReadInputs */

const en_reader_map_testament_read = /** @type {(inputs: Reader_Map_Testament_ReadInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} read`)
};

const es_reader_map_testament_read = /** @type {(inputs: Reader_Map_Testament_ReadInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name}: leído`)
};

/**
* | output |
* | --- |
* | "{name} read" |
*
* @param {Reader_Map_Testament_ReadInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const reader_map_testament_read = /** @type {((inputs: Reader_Map_Testament_ReadInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reader_Map_Testament_ReadInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_reader_map_testament_read(inputs)
	return en_reader_map_testament_read(inputs)
});