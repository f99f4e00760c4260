/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Mail_Activate_ButtonInputs */

const en_mail_activate_button = /** @type {(inputs: Mail_Activate_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose my password`)
};

const es_mail_activate_button = /** @type {(inputs: Mail_Activate_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Elegir mi contraseña`)
};

/**
* | output |
* | --- |
* | "Choose my password" |
*
* @param {Mail_Activate_ButtonInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const mail_activate_button = /** @type {((inputs?: Mail_Activate_ButtonInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Activate_ButtonInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_mail_activate_button(inputs)
	return en_mail_activate_button(inputs)
});