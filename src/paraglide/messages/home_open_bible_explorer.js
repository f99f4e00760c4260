/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Open_Bible_ExplorerInputs */

const en_home_open_bible_explorer = /** @type {(inputs: Home_Open_Bible_ExplorerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Open the Bible Explorer`)
};

const es_home_open_bible_explorer = /** @type {(inputs: Home_Open_Bible_ExplorerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Abre el explorador bíblico`)
};

/**
* | output |
* | --- |
* | "Open the Bible Explorer" |
*
* @param {Home_Open_Bible_ExplorerInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const home_open_bible_explorer = /** @type {((inputs?: Home_Open_Bible_ExplorerInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Open_Bible_ExplorerInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_home_open_bible_explorer(inputs)
	return en_home_open_bible_explorer(inputs)
});