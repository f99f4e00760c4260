/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reader_Marked_As_ReadInputs */

const en_reader_marked_as_read = /** @type {(inputs: Reader_Marked_As_ReadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Marked as Read`)
};

const es_reader_marked_as_read = /** @type {(inputs: Reader_Marked_As_ReadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Marcado como leído`)
};

/**
* | output |
* | --- |
* | "Marked as Read" |
*
* @param {Reader_Marked_As_ReadInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const reader_marked_as_read = /** @type {((inputs?: Reader_Marked_As_ReadInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reader_Marked_As_ReadInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_reader_marked_as_read(inputs)
	return en_reader_marked_as_read(inputs)
});