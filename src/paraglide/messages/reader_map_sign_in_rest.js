/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reader_Map_Sign_In_RestInputs */

const en_reader_map_sign_in_rest = /** @type {(inputs: Reader_Map_Sign_In_RestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`to see every chapter you have read fill in on your map.`)
};

const es_reader_map_sign_in_rest = /** @type {(inputs: Reader_Map_Sign_In_RestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`para ver cómo se llena tu mapa con cada capítulo que lees.`)
};

/**
* | output |
* | --- |
* | "to see every chapter you have read fill in on your map." |
*
* @param {Reader_Map_Sign_In_RestInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const reader_map_sign_in_rest = /** @type {((inputs?: Reader_Map_Sign_In_RestInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reader_Map_Sign_In_RestInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_reader_map_sign_in_rest(inputs)
	return en_reader_map_sign_in_rest(inputs)
});