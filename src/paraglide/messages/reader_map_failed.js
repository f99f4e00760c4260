/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reader_Map_FailedInputs */

const en_reader_map_failed = /** @type {(inputs: Reader_Map_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your reading map could not be loaded. Please try again.`)
};

const es_reader_map_failed = /** @type {(inputs: Reader_Map_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudo cargar tu mapa de lectura. Vuelve a intentarlo.`)
};

/**
* | output |
* | --- |
* | "Your reading map could not be loaded. Please try again." |
*
* @param {Reader_Map_FailedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const reader_map_failed = /** @type {((inputs?: Reader_Map_FailedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reader_Map_FailedInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_reader_map_failed(inputs)
	return en_reader_map_failed(inputs)
});