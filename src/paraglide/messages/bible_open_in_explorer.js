/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Bible_Open_In_ExplorerInputs */

const en_bible_open_in_explorer = /** @type {(inputs: Bible_Open_In_ExplorerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Open in the Bible Explorer`)
};

const es_bible_open_in_explorer = /** @type {(inputs: Bible_Open_In_ExplorerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Abrir en el Explorador de la Biblia`)
};

/**
* | output |
* | --- |
* | "Open in the Bible Explorer" |
*
* @param {Bible_Open_In_ExplorerInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const bible_open_in_explorer = /** @type {((inputs?: Bible_Open_In_ExplorerInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Bible_Open_In_ExplorerInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_bible_open_in_explorer(inputs)
	return en_bible_open_in_explorer(inputs)
});