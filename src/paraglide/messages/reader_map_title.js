/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reader_Map_TitleInputs */

const en_reader_map_title = /** @type {(inputs: Reader_Map_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`🗺️ My Reading Map`)
};

const es_reader_map_title = /** @type {(inputs: Reader_Map_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`🗺️ Mi mapa de lectura`)
};

/**
* | output |
* | --- |
* | "🗺️ My Reading Map" |
*
* @param {Reader_Map_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const reader_map_title = /** @type {((inputs?: Reader_Map_TitleInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reader_Map_TitleInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_reader_map_title(inputs)
	return en_reader_map_title(inputs)
});