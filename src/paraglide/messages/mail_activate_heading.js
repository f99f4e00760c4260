/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Mail_Activate_HeadingInputs */

const en_mail_activate_heading = /** @type {(inputs: Mail_Activate_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Activate your account`)
};

const es_mail_activate_heading = /** @type {(inputs: Mail_Activate_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Activa tu cuenta`)
};

/**
* | output |
* | --- |
* | "Activate your account" |
*
* @param {Mail_Activate_HeadingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const mail_activate_heading = /** @type {((inputs?: Mail_Activate_HeadingInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Activate_HeadingInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_mail_activate_heading(inputs)
	return en_mail_activate_heading(inputs)
});