/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reader_Niv_ComingInputs */

const en_reader_niv_coming = /** @type {(inputs: Reader_Niv_ComingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`NIV (Coming Soon)`)
};

const es_reader_niv_coming = /** @type {(inputs: Reader_Niv_ComingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`NIV (muy pronto)`)
};

/**
* | output |
* | --- |
* | "NIV (Coming Soon)" |
*
* @param {Reader_Niv_ComingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const reader_niv_coming = /** @type {((inputs?: Reader_Niv_ComingInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reader_Niv_ComingInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_reader_niv_coming(inputs)
	return en_reader_niv_coming(inputs)
});