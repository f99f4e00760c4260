/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reader_Map_LoadingInputs */

const en_reader_map_loading = /** @type {(inputs: Reader_Map_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading your reading map…`)
};

const es_reader_map_loading = /** @type {(inputs: Reader_Map_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cargando tu mapa de lectura…`)
};

/**
* | output |
* | --- |
* | "Loading your reading map…" |
*
* @param {Reader_Map_LoadingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const reader_map_loading = /** @type {((inputs?: Reader_Map_LoadingInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reader_Map_LoadingInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_reader_map_loading(inputs)
	return en_reader_map_loading(inputs)
});