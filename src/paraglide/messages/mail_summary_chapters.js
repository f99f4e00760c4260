/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown>, books: NonNullable<unknown> }} Mail_Summary_ChaptersInputs */

const en_mail_summary_chapters = /** @type {(inputs: Mail_Summary_ChaptersInputs) => LocalizedString} */ (i) => {const n = registry.plural("en", i?.count, {});
	if (n === "one") return /** @type {LocalizedString} */ (`${i?.count} chapter read${i?.books},`);
	if (n === "other") return /** @type {LocalizedString} */ (`${i?.count} chapters read${i?.books},`);
	return /** @type {LocalizedString} */ ("mail_summary_chapters");
};

const es_mail_summary_chapters = /** @type {(inputs: Mail_Summary_ChaptersInputs) => LocalizedString} */ (i) => {const n = registry.plural("es", i?.count, {});
	if (n === "one") return /** @type {LocalizedString} */ (`${i?.count} capítulo leído${i?.books},`);
	if (n === "other") return /** @type {LocalizedString} */ (`${i?.count} capítulos leídos${i?.books},`);
	return /** @type {LocalizedString} */ ("mail_summary_chapters");
};

/**
* | n | output |
* | --- | --- |
* | "one" | "{count} chapter read{books}," |
* | "other" | "{count} chapters read{books}," |
*
* @param {Mail_Summary_ChaptersInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const mail_summary_chapters = /** @type {((inputs: Mail_Summary_ChaptersInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Summary_ChaptersInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_mail_summary_chapters(inputs)
	return en_mail_summary_chapters(inputs)
});