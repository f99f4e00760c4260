/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ reference: NonNullable<unknown> }} Reader_Verse_Undo_LabelInputs */

const en_reader_verse_undo_label = /** @type {(inputs: Reader_Verse_Undo_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Undo: take ${i?.reference} out of My verses`)
};

const es_reader_verse_undo_label = /** @type {(inputs: Reader_Verse_Undo_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Deshacer: quitar ${i?.reference} de Mis versículos`)
};

/**
* | output |
* | --- |
* | "Undo: take {reference} out of My verses" |
*
* @param {Reader_Verse_Undo_LabelInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const reader_verse_undo_label = /** @type {((inputs: Reader_Verse_Undo_LabelInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reader_Verse_Undo_LabelInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_reader_verse_undo_label(inputs)
	return en_reader_verse_undo_label(inputs)
});