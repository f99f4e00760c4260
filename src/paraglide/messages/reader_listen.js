/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reader_ListenInputs */

const en_reader_listen = /** @type {(inputs: Reader_ListenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Listen`)
};

const es_reader_listen = /** @type {(inputs: Reader_ListenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Escuchar`)
};

/**
* | output |
* | --- |
* | "Listen" |
*
* @param {Reader_ListenInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const reader_listen = /** @type {((inputs?: Reader_ListenInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reader_ListenInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_reader_listen(inputs)
	return en_reader_listen(inputs)
});