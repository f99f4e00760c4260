/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ siteName: NonNullable<unknown> }} Mail_Deleted_DoneInputs */

const en_mail_deleted_done = /** @type {(inputs: Mail_Deleted_DoneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Your ${i?.siteName} account and its personal data have been deleted. Thank you for learning with us!`)
};

const es_mail_deleted_done = /** @type {(inputs: Mail_Deleted_DoneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Se borraron tu cuenta de ${i?.siteName} y sus datos personales. ¡Gracias por aprender con nosotros!`)
};

/**
* | output |
* | --- |
* | "Your {siteName} account and its personal data have been deleted. Thank you for learning with us!" |
*
* @param {Mail_Deleted_DoneInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const mail_deleted_done = /** @type {((inputs: Mail_Deleted_DoneInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Deleted_DoneInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_mail_deleted_done(inputs)
	return en_mail_deleted_done(inputs)
});