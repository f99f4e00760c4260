/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ siteName: NonNullable<unknown> }} Mail_Deleted_SubjectInputs */

const en_mail_deleted_subject = /** @type {(inputs: Mail_Deleted_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Your ${i?.siteName} account was deleted`)
};

const es_mail_deleted_subject = /** @type {(inputs: Mail_Deleted_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Se borró tu cuenta de ${i?.siteName}`)
};

/**
* | output |
* | --- |
* | "Your {siteName} account was deleted" |
*
* @param {Mail_Deleted_SubjectInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const mail_deleted_subject = /** @type {((inputs: Mail_Deleted_SubjectInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Deleted_SubjectInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_mail_deleted_subject(inputs)
	return en_mail_deleted_subject(inputs)
});