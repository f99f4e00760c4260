/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Community_Review_NoteInputs */

const en_community_review_note = /** @type {(inputs: Community_Review_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Messages appear on this page after a grown-up reads them.`)
};

const es_community_review_note = /** @type {(inputs: Community_Review_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Los mensajes aparecen en esta página cuando un adulto los ha leído.`)
};

/**
* | output |
* | --- |
* | "Messages appear on this page after a grown-up reads them." |
*
* @param {Community_Review_NoteInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const community_review_note = /** @type {((inputs?: Community_Review_NoteInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Community_Review_NoteInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_community_review_note(inputs)
	return en_community_review_note(inputs)
});