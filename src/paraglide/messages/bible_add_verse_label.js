/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ reference: NonNullable<unknown> }} Bible_Add_Verse_LabelInputs */

const en_bible_add_verse_label = /** @type {(inputs: Bible_Add_Verse_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Add ${i?.reference} to my verses`)
};

const es_bible_add_verse_label = /** @type {(inputs: Bible_Add_Verse_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Añadir ${i?.reference} a mis versículos`)
};

/**
* | output |
* | --- |
* | "Add {reference} to my verses" |
*
* @param {Bible_Add_Verse_LabelInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const bible_add_verse_label = /** @type {((inputs: Bible_Add_Verse_LabelInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Bible_Add_Verse_LabelInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_bible_add_verse_label(inputs)
	return en_bible_add_verse_label(inputs)
});