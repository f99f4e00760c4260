/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reader_Listen_GroupInputs */

const en_reader_listen_group = /** @type {(inputs: Reader_Listen_GroupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Read aloud`)
};

const es_reader_listen_group = /** @type {(inputs: Reader_Listen_GroupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Leer en voz alta`)
};

/**
* | output |
* | --- |
* | "Read aloud" |
*
* @param {Reader_Listen_GroupInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const reader_listen_group = /** @type {((inputs?: Reader_Listen_GroupInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reader_Listen_GroupInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_reader_listen_group(inputs)
	return en_reader_listen_group(inputs)
});