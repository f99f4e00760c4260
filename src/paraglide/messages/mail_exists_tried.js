/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ siteName: NonNullable<unknown> }} Mail_Exists_TriedInputs */

const en_mail_exists_tried = /** @type {(inputs: Mail_Exists_TriedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Someone tried to create a new ${i?.siteName} account with this e-mail address, but you already have one.`)
};

const es_mail_exists_tried = /** @type {(inputs: Mail_Exists_TriedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Alguien intentó crear una cuenta nueva de ${i?.siteName} con esta dirección de correo, pero ya tienes una.`)
};

/**
* | output |
* | --- |
* | "Someone tried to create a new {siteName} account with this e-mail address, but you already have one." |
*
* @param {Mail_Exists_TriedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const mail_exists_tried = /** @type {((inputs: Mail_Exists_TriedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Exists_TriedInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_mail_exists_tried(inputs)
	return en_mail_exists_tried(inputs)
});