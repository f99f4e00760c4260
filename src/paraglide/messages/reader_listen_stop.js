/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reader_Listen_StopInputs */

const en_reader_listen_stop = /** @type {(inputs: Reader_Listen_StopInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Stop`)
};

const es_reader_listen_stop = /** @type {(inputs: Reader_Listen_StopInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Parar`)
};

/**
* | output |
* | --- |
* | "Stop" |
*
* @param {Reader_Listen_StopInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const reader_listen_stop = /** @type {((inputs?: Reader_Listen_StopInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reader_Listen_StopInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_reader_listen_stop(inputs)
	return en_reader_listen_stop(inputs)
});