/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Mail_Summary_VersesInputs */

const en_mail_summary_verses = /** @type {(inputs: Mail_Summary_VersesInputs) => LocalizedString} */ (i) => {const n = registry.plural("en", i?.count, {});
	if (n === "one") return /** @type {LocalizedString} */ (`${i?.count} verse learned,`);
	if (n === "other") return /** @type {LocalizedString} */ (`${i?.count} verses learned,`);
	return /** @type {LocalizedString} */ ("mail_summary_verses");
};

const es_mail_summary_verses = /** @type {(inputs: Mail_Summary_VersesInputs) => LocalizedString} */ (i) => {const n = registry.plural("es", i?.count, {});
	if (n === "one") return /** @type {LocalizedString} */ (`${i?.count} versículo aprendido,`);
	if (n === "other") return /** @type {LocalizedString} */ (`${i?.count} versículos aprendidos,`);
	return /** @type {LocalizedString} */ ("mail_summary_verses");
};

/**
* | n | output |
* | --- | --- |
* | "one" | "{count} verse learned," |
* | "other" | "{count} verses learned," |
*
* @param {Mail_Summary_VersesInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const mail_summary_verses = /** @type {((inputs: Mail_Summary_VersesInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Summary_VersesInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_mail_summary_verses(inputs)
	return en_mail_summary_verses(inputs)
});