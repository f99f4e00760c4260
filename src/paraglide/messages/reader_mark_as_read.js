/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reader_Mark_As_ReadInputs */

const en_reader_mark_as_read = /** @type {(inputs: Reader_Mark_As_ReadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mark as Read`)
};

const es_reader_mark_as_read = /** @type {(inputs: Reader_Mark_As_ReadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Marcar como leído`)
};

/**
* | output |
* | --- |
* | "Mark as Read" |
*
* @param {Reader_Mark_As_ReadInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const reader_mark_as_read = /** @type {((inputs?: Reader_Mark_As_ReadInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reader_Mark_As_ReadInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_reader_mark_as_read(inputs)
	return en_reader_mark_as_read(inputs)
});