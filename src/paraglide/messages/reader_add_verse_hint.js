/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reader_Add_Verse_HintInputs */

const en_reader_add_verse_hint = /** @type {(inputs: Reader_Add_Verse_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tap a verse number to add that verse to your memory verses (“Add to my verses”).`)
};

const es_reader_add_verse_hint = /** @type {(inputs: Reader_Add_Verse_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Toca el número de un versículo para añadirlo a tus versículos para memorizar («Añadir a mis versículos»).`)
};

/**
* | output |
* | --- |
* | "Tap a verse number to add that verse to your memory verses (“Add to my verses”)." |
*
* @param {Reader_Add_Verse_HintInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const reader_add_verse_hint = /** @type {((inputs?: Reader_Add_Verse_HintInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reader_Add_Verse_HintInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_reader_add_verse_hint(inputs)
	return en_reader_add_verse_hint(inputs)
});