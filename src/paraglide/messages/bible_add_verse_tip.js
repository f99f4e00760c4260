/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Bible_Add_Verse_TipInputs */

const en_bible_add_verse_tip = /** @type {(inputs: Bible_Add_Verse_TipInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tap a verse number to add that verse to your memory verses (“Add to my verses”).`)
};

const es_bible_add_verse_tip = /** @type {(inputs: Bible_Add_Verse_TipInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Toca el número de un versículo para añadirlo a tus versículos para memorizar («Añadir a mis versículos»).`)
};

/**
* | output |
* | --- |
* | "Tap a verse number to add that verse to your memory verses (“Add to my verses”)." |
*
* @param {Bible_Add_Verse_TipInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const bible_add_verse_tip = /** @type {((inputs?: Bible_Add_Verse_TipInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Bible_Add_Verse_TipInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_bible_add_verse_tip(inputs)
	return en_bible_add_verse_tip(inputs)
});