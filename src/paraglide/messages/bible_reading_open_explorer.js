/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Bible_Reading_Open_ExplorerInputs */

const en_bible_reading_open_explorer = /** @type {(inputs: Bible_Reading_Open_ExplorerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Open the Bible Explorer`)
};

const es_bible_reading_open_explorer = /** @type {(inputs: Bible_Reading_Open_ExplorerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Abrir el Explorador bíblico`)
};

/**
* | output |
* | --- |
* | "Open the Bible Explorer" |
*
* @param {Bible_Reading_Open_ExplorerInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const bible_reading_open_explorer = /** @type {((inputs?: Bible_Reading_Open_ExplorerInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Bible_Reading_Open_ExplorerInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_bible_reading_open_explorer(inputs)
	return en_bible_reading_open_explorer(inputs)
});