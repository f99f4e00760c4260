/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Bible_Crumb_BibleInputs */

const en_bible_crumb_bible = /** @type {(inputs: Bible_Crumb_BibleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bible`)
};

const es_bible_crumb_bible = /** @type {(inputs: Bible_Crumb_BibleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Biblia`)
};

/**
* | output |
* | --- |
* | "Bible" |
*
* @param {Bible_Crumb_BibleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const bible_crumb_bible = /** @type {((inputs?: Bible_Crumb_BibleInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Bible_Crumb_BibleInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_bible_crumb_bible(inputs)
	return en_bible_crumb_bible(inputs)
});