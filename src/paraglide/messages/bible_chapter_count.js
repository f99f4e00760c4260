/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Bible_Chapter_CountInputs */

const en_bible_chapter_count = /** @type {(inputs: Bible_Chapter_CountInputs) => LocalizedString} */ (i) => {const n = registry.plural("en", i?.count, {});
	if (n === "one") return /** @type {LocalizedString} */ (`${i?.count} chapter`);
	if (n === "other") return /** @type {LocalizedString} */ (`${i?.count} chapters`);
	return /** @type {LocalizedString} */ ("bible_chapter_count");
};

const es_bible_chapter_count = /** @type {(inputs: Bible_Chapter_CountInputs) => LocalizedString} */ (i) => {const n = registry.plural("es", i?.count, {});
	if (n === "one") return /** @type {LocalizedString} */ (`${i?.count} capítulo`);
	if (n === "other") return /** @type {LocalizedString} */ (`${i?.count} capítulos`);
	return /** @type {LocalizedString} */ ("bible_chapter_count");
};

/**
* | n | output |
* | --- | --- |
* | "one" | "{count} chapter" |
* | "other" | "{count} chapters" |
*
* @param {Bible_Chapter_CountInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const bible_chapter_count = /** @type {((inputs: Bible_Chapter_CountInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Bible_Chapter_CountInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_bible_chapter_count(inputs)
	return en_bible_chapter_count(inputs)
});