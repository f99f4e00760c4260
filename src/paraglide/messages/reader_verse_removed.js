/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ reference: NonNullable<unknown> }} Reader_Verse_RemovedInputs */

const en_reader_verse_removed = /** @type {(inputs: Reader_Verse_RemovedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.reference} is no longer in your verses.`)
};

const es_reader_verse_removed = /** @type {(inputs: Reader_Verse_RemovedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ya quitaste ${i?.reference} de tus versículos.`)
};

/**
* | output |
* | --- |
* | "{reference} is no longer in your verses." |
*
* @param {Reader_Verse_RemovedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const reader_verse_removed = /** @type {((inputs: Reader_Verse_RemovedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reader_Verse_RemovedInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_reader_verse_removed(inputs)
	return en_reader_verse_removed(inputs)
});