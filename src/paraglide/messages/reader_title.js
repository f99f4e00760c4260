/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reader_TitleInputs */

const en_reader_title = /** @type {(inputs: Reader_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bible reader`)
};

const es_reader_title = /** @type {(inputs: Reader_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lector de la Biblia`)
};

/**
* | output |
* | --- |
* | "Bible reader" |
*
* @param {Reader_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const reader_title = /** @type {((inputs?: Reader_TitleInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reader_TitleInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_reader_title(inputs)
	return en_reader_title(inputs)
});