/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ siteName: NonNullable<unknown> }} Mail_Exists_SubjectInputs */

const en_mail_exists_subject = /** @type {(inputs: Mail_Exists_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`You already have a ${i?.siteName} account`)
};

const es_mail_exists_subject = /** @type {(inputs: Mail_Exists_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ya tienes una cuenta de ${i?.siteName}`)
};

/**
* | output |
* | --- |
* | "You already have a {siteName} account" |
*
* @param {Mail_Exists_SubjectInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const mail_exists_subject = /** @type {((inputs: Mail_Exists_SubjectInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Exists_SubjectInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_mail_exists_subject(inputs)
	return en_mail_exists_subject(inputs)
});