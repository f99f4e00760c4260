/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Mail_Summary_DevotionalsInputs */

const en_mail_summary_devotionals = /** @type {(inputs: Mail_Summary_DevotionalsInputs) => LocalizedString} */ (i) => {const n = registry.plural("en", i?.count, {});
	if (n === "one") return /** @type {LocalizedString} */ (`${i?.count} devotional opened.`);
	if (n === "other") return /** @type {LocalizedString} */ (`${i?.count} devotionals opened.`);
	return /** @type {LocalizedString} */ ("mail_summary_devotionals");
};

const es_mail_summary_devotionals = /** @type {(inputs: Mail_Summary_DevotionalsInputs) => LocalizedString} */ (i) => {const n = registry.plural("es", i?.count, {});
	if (n === "one") return /** @type {LocalizedString} */ (`${i?.count} devocional abierto.`);
	if (n === "other") return /** @type {LocalizedString} */ (`${i?.count} devocionales abiertos.`);
	return /** @type {LocalizedString} */ ("mail_summary_devotionals");
};

/**
* | n | output |
* | --- | --- |
* | "one" | "{count} devotional opened." |
* | "other" | "{count} devotionals opened." |
*
* @param {Mail_Summary_DevotionalsInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const mail_summary_devotionals = /** @type {((inputs: Mail_Summary_DevotionalsInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Summary_DevotionalsInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_mail_summary_devotionals(inputs)
	return en_mail_summary_devotionals(inputs)
});