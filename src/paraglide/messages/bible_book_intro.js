/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown>, book: NonNullable<unknown>, version: NonNullable<unknown> }} Bible_Book_IntroInputs */

const en_bible_book_intro = /** @type {(inputs: Bible_Book_IntroInputs) => LocalizedString} */ (i) => {const n = registry.plural("en", i?.count, {});
	if (n === "one") return /** @type {LocalizedString} */ (`${i?.book} in the ${i?.version}: ${i?.count} chapter to read online.`);
	if (n === "other") return /** @type {LocalizedString} */ (`${i?.book} in the ${i?.version}: ${i?.count} chapters to read online.`);
	return /** @type {LocalizedString} */ ("bible_book_intro");
};

const es_bible_book_intro = /** @type {(inputs: Bible_Book_IntroInputs) => LocalizedString} */ (i) => {const n = registry.plural("es", i?.count, {});
	if (n === "one") return /** @type {LocalizedString} */ (`${i?.book} en la ${i?.version}: ${i?.count} capítulo para leer en línea.`);
	if (n === "other") return /** @type {LocalizedString} */ (`${i?.book} en la ${i?.version}: ${i?.count} capítulos para leer en línea.`);
	return /** @type {LocalizedString} */ ("bible_book_intro");
};

/**
* | n | output |
* | --- | --- |
* | "one" | "{book} in the {version}: {count} chapter to read online." |
* | "other" | "{book} in the {version}: {count} chapters to read online." |
*
* @param {Bible_Book_IntroInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const bible_book_intro = /** @type {((inputs: Bible_Book_IntroInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Bible_Book_IntroInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_bible_book_intro(inputs)
	return en_bible_book_intro(inputs)
});