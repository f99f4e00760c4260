/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Bible_Add_Verse_TitleInputs */

const en_bible_add_verse_title = /** @type {(inputs: Bible_Add_Verse_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Add to my verses`)
};

const es_bible_add_verse_title = /** @type {(inputs: Bible_Add_Verse_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Añadir a mis versículos`)
};

/**
* | output |
* | --- |
* | "Add to my verses" |
*
* @param {Bible_Add_Verse_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const bible_add_verse_title = /** @type {((inputs?: Bible_Add_Verse_TitleInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Bible_Add_Verse_TitleInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_bible_add_verse_title(inputs)
	return en_bible_add_verse_title(inputs)
});