/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Groups_Notice_Unsubscribed_TextInputs */

const en_groups_notice_unsubscribed_text = /** @type {(inputs: Groups_Notice_Unsubscribed_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You will get no more take-home notes by e-mail. You can still read them, and turn the e-mails on again, on the Family page.`)
};

const es_groups_notice_unsubscribed_text = /** @type {(inputs: Groups_Notice_Unsubscribed_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ya no recibirás las notas de la clase por correo. Puedes seguir leyéndolas, y volver a activar los correos, en la página de la familia.`)
};

/**
* | output |
* | --- |
* | "You will get no more take-home notes by e-mail. You can still read them, and turn the e-mails on again, on the Family page." |
*
* @param {Groups_Notice_Unsubscribed_TextInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const groups_notice_unsubscribed_text = /** @type {((inputs?: Groups_Notice_Unsubscribed_TextInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Groups_Notice_Unsubscribed_TextInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_groups_notice_unsubscribed_text(inputs)
	return en_groups_notice_unsubscribed_text(inputs)
});