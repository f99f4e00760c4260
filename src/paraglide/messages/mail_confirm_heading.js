/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Mail_Confirm_HeadingInputs */

const en_mail_confirm_heading = /** @type {(inputs: Mail_Confirm_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirm your e-mail address`)
};

const es_mail_confirm_heading = /** @type {(inputs: Mail_Confirm_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirma tu dirección de correo`)
};

/**
* | output |
* | --- |
* | "Confirm your e-mail address" |
*
* @param {Mail_Confirm_HeadingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const mail_confirm_heading = /** @type {((inputs?: Mail_Confirm_HeadingInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Confirm_HeadingInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_mail_confirm_heading(inputs)
	return en_mail_confirm_heading(inputs)
});