/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reader_Save_FailedInputs */

const en_reader_save_failed = /** @type {(inputs: Reader_Save_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Failed to save reading progress`)
};

const es_reader_save_failed = /** @type {(inputs: Reader_Save_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No pudimos guardar lo que leíste`)
};

/**
* | output |
* | --- |
* | "Failed to save reading progress" |
*
* @param {Reader_Save_FailedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const reader_save_failed = /** @type {((inputs?: Reader_Save_FailedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reader_Save_FailedInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_reader_save_failed(inputs)
	return en_reader_save_failed(inputs)
});