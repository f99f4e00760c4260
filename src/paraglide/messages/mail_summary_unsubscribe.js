/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ link: NonNullable<unknown> }} Mail_Summary_UnsubscribeInputs */

const en_mail_summary_unsubscribe = /** @type {(inputs: Mail_Summary_UnsubscribeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`To stop these e-mails, open this link (no sign-in needed): ${i?.link}`)
};

const es_mail_summary_unsubscribe = /** @type {(inputs: Mail_Summary_UnsubscribeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Para dejar de recibir estos correos, abre este enlace (no hace falta iniciar sesión): ${i?.link}`)
};

/**
* | output |
* | --- |
* | "To stop these e-mails, open this link (no sign-in needed): {link}" |
*
* @param {Mail_Summary_UnsubscribeInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const mail_summary_unsubscribe = /** @type {((inputs: Mail_Summary_UnsubscribeInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Summary_UnsubscribeInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_mail_summary_unsubscribe(inputs)
	return en_mail_summary_unsubscribe(inputs)
});