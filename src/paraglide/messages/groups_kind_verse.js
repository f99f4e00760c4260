/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Groups_Kind_VerseInputs */

const en_groups_kind_verse = /** @type {(inputs: Groups_Kind_VerseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A memory verse`)
};

const es_groups_kind_verse = /** @type {(inputs: Groups_Kind_VerseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un versículo para memorizar`)
};

/**
* | output |
* | --- |
* | "A memory verse" |
*
* @param {Groups_Kind_VerseInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const groups_kind_verse = /** @type {((inputs?: Groups_Kind_VerseInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Groups_Kind_VerseInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_groups_kind_verse(inputs)
	return en_groups_kind_verse(inputs)
});