/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown>, book: NonNullable<unknown>, asked: NonNullable<unknown> }} Reader_Notice_No_ChapterInputs */

const en_reader_notice_no_chapter = /** @type {(inputs: Reader_Notice_No_ChapterInputs) => LocalizedString} */ (i) => {const n = registry.plural("en", i?.count, {});
	if (n === "one") return /** @type {LocalizedString} */ (`${i?.book} has ${i?.count} chapter and no chapter "${i?.asked}", so chapter 1 is shown.`);
	if (n === "other") return /** @type {LocalizedString} */ (`${i?.book} has ${i?.count} chapters and no chapter "${i?.asked}", so chapter 1 is shown.`);
	return /** @type {LocalizedString} */ ("reader_notice_no_chapter");
};

const es_reader_notice_no_chapter = /** @type {(inputs: Reader_Notice_No_ChapterInputs) => LocalizedString} */ (i) => {const n = registry.plural("es", i?.count, {});
	if (n === "one") return /** @type {LocalizedString} */ (`${i?.book} tiene ${i?.count} capítulo y no hay capítulo «${i?.asked}»; se muestra el capítulo 1.`);
	if (n === "other") return /** @type {LocalizedString} */ (`${i?.book} tiene ${i?.count} capítulos y no hay capítulo «${i?.asked}»; se muestra el capítulo 1.`);
	return /** @type {LocalizedString} */ ("reader_notice_no_chapter");
};

/**
* | n | output |
* | --- | --- |
* | "one" | "{book} has {count} chapter and no chapter \"{asked}\", so chapter 1 is shown." |
* | "other" | "{book} has {count} chapters and no chapter \"{asked}\", so chapter 1 is shown." |
*
* @param {Reader_Notice_No_ChapterInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const reader_notice_no_chapter = /** @type {((inputs: Reader_Notice_No_ChapterInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reader_Notice_No_ChapterInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_reader_notice_no_chapter(inputs)
	return en_reader_notice_no_chapter(inputs)
});