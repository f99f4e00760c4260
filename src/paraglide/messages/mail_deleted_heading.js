/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Mail_Deleted_HeadingInputs */

const en_mail_deleted_heading = /** @type {(inputs: Mail_Deleted_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Account deleted`)
};

const es_mail_deleted_heading = /** @type {(inputs: Mail_Deleted_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cuenta borrada`)
};

/**
* | output |
* | --- |
* | "Account deleted" |
*
* @param {Mail_Deleted_HeadingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const mail_deleted_heading = /** @type {((inputs?: Mail_Deleted_HeadingInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Deleted_HeadingInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_mail_deleted_heading(inputs)
	return en_mail_deleted_heading(inputs)
});