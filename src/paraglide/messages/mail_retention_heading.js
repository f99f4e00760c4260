/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Mail_Retention_HeadingInputs */

const en_mail_retention_heading = /** @type {(inputs: Mail_Retention_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A profile will be deleted soon`)
};

const es_mail_retention_heading = /** @type {(inputs: Mail_Retention_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pronto se borrará un perfil`)
};

/**
* | output |
* | --- |
* | "A profile will be deleted soon" |
*
* @param {Mail_Retention_HeadingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const mail_retention_heading = /** @type {((inputs?: Mail_Retention_HeadingInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Retention_HeadingInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_mail_retention_heading(inputs)
	return en_mail_retention_heading(inputs)
});