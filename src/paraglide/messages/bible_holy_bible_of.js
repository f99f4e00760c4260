/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ version: NonNullable<unknown> }} Bible_Holy_Bible_OfInputs */

const en_bible_holy_bible_of = /** @type {(inputs: Bible_Holy_Bible_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The Holy Bible, ${i?.version}`)
};

const es_bible_holy_bible_of = /** @type {(inputs: Bible_Holy_Bible_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`La Santa Biblia, ${i?.version}`)
};

/**
* | output |
* | --- |
* | "The Holy Bible, {version}" |
*
* @param {Bible_Holy_Bible_OfInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const bible_holy_bible_of = /** @type {((inputs: Bible_Holy_Bible_OfInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Bible_Holy_Bible_OfInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_bible_holy_bible_of(inputs)
	return en_bible_holy_bible_of(inputs)
});