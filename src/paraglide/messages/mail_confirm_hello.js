/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Mail_Confirm_HelloInputs */

const en_mail_confirm_hello = /** @type {(inputs: Mail_Confirm_HelloInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hello!`)
};

const es_mail_confirm_hello = /** @type {(inputs: Mail_Confirm_HelloInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¡Hola!`)
};

/**
* | output |
* | --- |
* | "Hello!" |
*
* @param {Mail_Confirm_HelloInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const mail_confirm_hello = /** @type {((inputs?: Mail_Confirm_HelloInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Confirm_HelloInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_mail_confirm_hello(inputs)
	return en_mail_confirm_hello(inputs)
});