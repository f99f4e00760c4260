/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Mail_Copy_HintInputs */

const en_mail_copy_hint = /** @type {(inputs: Mail_Copy_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`If the button does not work, copy this address into your browser:`)
};

const es_mail_copy_hint = /** @type {(inputs: Mail_Copy_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Si el botón no funciona, copia esta dirección en tu navegador:`)
};

/**
* | output |
* | --- |
* | "If the button does not work, copy this address into your browser:" |
*
* @param {Mail_Copy_HintInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const mail_copy_hint = /** @type {((inputs?: Mail_Copy_HintInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Copy_HintInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_mail_copy_hint(inputs)
	return en_mail_copy_hint(inputs)
});