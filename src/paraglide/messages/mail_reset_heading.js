/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Mail_Reset_HeadingInputs */

const en_mail_reset_heading = /** @type {(inputs: Mail_Reset_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reset your password`)
};

const es_mail_reset_heading = /** @type {(inputs: Mail_Reset_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cambia tu contraseña`)
};

/**
* | output |
* | --- |
* | "Reset your password" |
*
* @param {Mail_Reset_HeadingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const mail_reset_heading = /** @type {((inputs?: Mail_Reset_HeadingInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Reset_HeadingInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_mail_reset_heading(inputs)
	return en_mail_reset_heading(inputs)
});