/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ siteName: NonNullable<unknown> }} Mail_FooterInputs */

const en_mail_footer = /** @type {(inputs: Mail_FooterInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`You are receiving this e-mail because someone used this address on ${i?.siteName}. If it was not you, you can ignore it.`)
};

const es_mail_footer = /** @type {(inputs: Mail_FooterInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Recibes este correo porque alguien usó esta dirección en ${i?.siteName}. Si no fuiste tú, puedes ignorarlo.`)
};

/**
* | output |
* | --- |
* | "You are receiving this e-mail because someone used this address on {siteName}. If it was not you, you can ignore it." |
*
* @param {Mail_FooterInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const mail_footer = /** @type {((inputs: Mail_FooterInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_FooterInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_mail_footer(inputs)
	return en_mail_footer(inputs)
});