/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Mail_Family_ButtonInputs */

const en_mail_family_button = /** @type {(inputs: Mail_Family_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Open the Family page`)
};

const es_mail_family_button = /** @type {(inputs: Mail_Family_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Abrir la página de la familia`)
};

/**
* | output |
* | --- |
* | "Open the Family page" |
*
* @param {Mail_Family_ButtonInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const mail_family_button = /** @type {((inputs?: Mail_Family_ButtonInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Family_ButtonInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_mail_family_button(inputs)
	return en_mail_family_button(inputs)
});