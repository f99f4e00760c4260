/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ reference: NonNullable<unknown> }} Reader_Verse_AddedInputs */

const en_reader_verse_added = /** @type {(inputs: Reader_Verse_AddedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.reference} is in your verses.`)
};

const es_reader_verse_added = /** @type {(inputs: Reader_Verse_AddedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.reference} ya está en tus versículos.`)
};

/**
* | output |
* | --- |
* | "{reference} is in your verses." |
*
* @param {Reader_Verse_AddedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const reader_verse_added = /** @type {((inputs: Reader_Verse_AddedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reader_Verse_AddedInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_reader_verse_added(inputs)
	return en_reader_verse_added(inputs)
});