/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Mail_Confirm_ButtonInputs */

const en_mail_confirm_button = /** @type {(inputs: Mail_Confirm_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirm my e-mail`)
};

const es_mail_confirm_button = /** @type {(inputs: Mail_Confirm_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirmar mi correo`)
};

/**
* | output |
* | --- |
* | "Confirm my e-mail" |
*
* @param {Mail_Confirm_ButtonInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const mail_confirm_button = /** @type {((inputs?: Mail_Confirm_ButtonInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Confirm_ButtonInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_mail_confirm_button(inputs)
	return en_mail_confirm_button(inputs)
});