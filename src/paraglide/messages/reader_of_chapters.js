/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Reader_Of_ChaptersInputs */

const en_reader_of_chapters = /** @type {(inputs: Reader_Of_ChaptersInputs) => LocalizedString} */ (i) => {const n = registry.plural("en", i?.count, {});
	if (n === "one") return /** @type {LocalizedString} */ (`of ${i?.count} chapter`);
	if (n === "other") return /** @type {LocalizedString} */ (`of ${i?.count} chapters`);
	return /** @type {LocalizedString} */ ("reader_of_chapters");
};

const es_reader_of_chapters = /** @type {(inputs: Reader_Of_ChaptersInputs) => LocalizedString} */ (i) => {const n = registry.plural("es", i?.count, {});
	if (n === "one") return /** @type {LocalizedString} */ (`de ${i?.count} capítulo`);
	if (n === "other") return /** @type {LocalizedString} */ (`de ${i?.count} capítulos`);
	return /** @type {LocalizedString} */ ("reader_of_chapters");
};

/**
* | n | output |
* | --- | --- |
* | "one" | "of {count} chapter" |
* | "other" | "of {count} chapters" |
*
* @param {Reader_Of_ChaptersInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const reader_of_chapters = /** @type {((inputs: Reader_Of_ChaptersInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reader_Of_ChaptersInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_reader_of_chapters(inputs)
	return en_reader_of_chapters(inputs)
});