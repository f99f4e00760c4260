/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ siteName: NonNullable<unknown> }} Mail_Changed_SubjectInputs */

const en_mail_changed_subject = /** @type {(inputs: Mail_Changed_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Your ${i?.siteName} password was changed`)
};

const es_mail_changed_subject = /** @type {(inputs: Mail_Changed_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Se cambió tu contraseña de ${i?.siteName}`)
};

/**
* | output |
* | --- |
* | "Your {siteName} password was changed" |
*
* @param {Mail_Changed_SubjectInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const mail_changed_subject = /** @type {((inputs: Mail_Changed_SubjectInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Changed_SubjectInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_mail_changed_subject(inputs)
	return en_mail_changed_subject(inputs)
});