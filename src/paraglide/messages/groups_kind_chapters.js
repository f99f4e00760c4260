/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Groups_Kind_ChaptersInputs */

const en_groups_kind_chapters = /** @type {(inputs: Groups_Kind_ChaptersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bible chapters`)
};

const es_groups_kind_chapters = /** @type {(inputs: Groups_Kind_ChaptersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Capítulos de la Biblia`)
};

/**
* | output |
* | --- |
* | "Bible chapters" |
*
* @param {Groups_Kind_ChaptersInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const groups_kind_chapters = /** @type {((inputs?: Groups_Kind_ChaptersInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Groups_Kind_ChaptersInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_groups_kind_chapters(inputs)
	return en_groups_kind_chapters(inputs)
});