/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reader_GoInputs */

const en_reader_go = /** @type {(inputs: Reader_GoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Go`)
};

const es_reader_go = /** @type {(inputs: Reader_GoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ir`)
};

/**
* | output |
* | --- |
* | "Go" |
*
* @param {Reader_GoInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const reader_go = /** @type {((inputs?: Reader_GoInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reader_GoInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_reader_go(inputs)
	return en_reader_go(inputs)
});