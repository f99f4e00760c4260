/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Mail_Pin_HeadingInputs */

const en_mail_pin_heading = /** @type {(inputs: Mail_Pin_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your PIN was locked`)
};

const es_mail_pin_heading = /** @type {(inputs: Mail_Pin_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tu PIN quedó bloqueado`)
};

/**
* | output |
* | --- |
* | "Your PIN was locked" |
*
* @param {Mail_Pin_HeadingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const mail_pin_heading = /** @type {((inputs?: Mail_Pin_HeadingInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Pin_HeadingInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_mail_pin_heading(inputs)
	return en_mail_pin_heading(inputs)
});