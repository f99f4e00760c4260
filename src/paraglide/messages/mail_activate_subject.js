/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ siteName: NonNullable<unknown> }} Mail_Activate_SubjectInputs */

const en_mail_activate_subject = /** @type {(inputs: Mail_Activate_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Activate your ${i?.siteName} account`)
};

const es_mail_activate_subject = /** @type {(inputs: Mail_Activate_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Activa tu cuenta de ${i?.siteName}`)
};

/**
* | output |
* | --- |
* | "Activate your {siteName} account" |
*
* @param {Mail_Activate_SubjectInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const mail_activate_subject = /** @type {((inputs: Mail_Activate_SubjectInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Activate_SubjectInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_mail_activate_subject(inputs)
	return en_mail_activate_subject(inputs)
});