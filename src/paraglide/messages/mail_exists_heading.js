/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Mail_Exists_HeadingInputs */

const en_mail_exists_heading = /** @type {(inputs: Mail_Exists_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You already have an account`)
};

const es_mail_exists_heading = /** @type {(inputs: Mail_Exists_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ya tienes una cuenta`)
};

/**
* | output |
* | --- |
* | "You already have an account" |
*
* @param {Mail_Exists_HeadingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const mail_exists_heading = /** @type {((inputs?: Mail_Exists_HeadingInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Exists_HeadingInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_mail_exists_heading(inputs)
	return en_mail_exists_heading(inputs)
});