/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ siteName: NonNullable<unknown> }} Mail_Confirm_SubjectInputs */

const en_mail_confirm_subject = /** @type {(inputs: Mail_Confirm_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Welcome to ${i?.siteName}! Please confirm your e-mail`)
};

const es_mail_confirm_subject = /** @type {(inputs: Mail_Confirm_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`¡Te damos la bienvenida a ${i?.siteName}! Confirma tu correo`)
};

/**
* | output |
* | --- |
* | "Welcome to {siteName}! Please confirm your e-mail" |
*
* @param {Mail_Confirm_SubjectInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const mail_confirm_subject = /** @type {((inputs: Mail_Confirm_SubjectInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Confirm_SubjectInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_mail_confirm_subject(inputs)
	return en_mail_confirm_subject(inputs)
});