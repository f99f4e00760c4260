/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ siteName: NonNullable<unknown> }} Mail_Pin_SubjectInputs */

const en_mail_pin_subject = /** @type {(inputs: Mail_Pin_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Wrong PINs on ${i?.siteName}: switching back is locked`)
};

const es_mail_pin_subject = /** @type {(inputs: Mail_Pin_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`PIN equivocados en ${i?.siteName}: volver a tu perfil está bloqueado`)
};

/**
* | output |
* | --- |
* | "Wrong PINs on {siteName}: switching back is locked" |
*
* @param {Mail_Pin_SubjectInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const mail_pin_subject = /** @type {((inputs: Mail_Pin_SubjectInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Pin_SubjectInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_mail_pin_subject(inputs)
	return en_mail_pin_subject(inputs)
});