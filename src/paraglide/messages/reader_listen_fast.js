/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reader_Listen_FastInputs */

const en_reader_listen_fast = /** @type {(inputs: Reader_Listen_FastInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fast`)
};

const es_reader_listen_fast = /** @type {(inputs: Reader_Listen_FastInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rápido`)
};

/**
* | output |
* | --- |
* | "Fast" |
*
* @param {Reader_Listen_FastInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const reader_listen_fast = /** @type {((inputs?: Reader_Listen_FastInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reader_Listen_FastInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_reader_listen_fast(inputs)
	return en_reader_listen_fast(inputs)
});