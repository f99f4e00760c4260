/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reader_Open_Memory_MasterInputs */

const en_reader_open_memory_master = /** @type {(inputs: Reader_Open_Memory_MasterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Open Memory Master`)
};

const es_reader_open_memory_master = /** @type {(inputs: Reader_Open_Memory_MasterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Abrir Memory Master`)
};

/**
* | output |
* | --- |
* | "Open Memory Master" |
*
* @param {Reader_Open_Memory_MasterInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const reader_open_memory_master = /** @type {((inputs?: Reader_Open_Memory_MasterInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reader_Open_Memory_MasterInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_reader_open_memory_master(inputs)
	return en_reader_open_memory_master(inputs)
});