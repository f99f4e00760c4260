/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reader_Listen_SlowInputs */

const en_reader_listen_slow = /** @type {(inputs: Reader_Listen_SlowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Slow (for young readers)`)
};

const es_reader_listen_slow = /** @type {(inputs: Reader_Listen_SlowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Despacio (para los más pequeños)`)
};

/**
* | output |
* | --- |
* | "Slow (for young readers)" |
*
* @param {Reader_Listen_SlowInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const reader_listen_slow = /** @type {((inputs?: Reader_Listen_SlowInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reader_Listen_SlowInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_reader_listen_slow(inputs)
	return en_reader_listen_slow(inputs)
});