/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ siteName: NonNullable<unknown> }} Mail_Summary_SubjectInputs */

const en_mail_summary_subject = /** @type {(inputs: Mail_Summary_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Your family's week on ${i?.siteName}`)
};

const es_mail_summary_subject = /** @type {(inputs: Mail_Summary_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`La semana de tu familia en ${i?.siteName}`)
};

/**
* | output |
* | --- |
* | "Your family's week on {siteName}" |
*
* @param {Mail_Summary_SubjectInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const mail_summary_subject = /** @type {((inputs: Mail_Summary_SubjectInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Summary_SubjectInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_mail_summary_subject(inputs)
	return en_mail_summary_subject(inputs)
});