/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Mail_Changed_HintInputs */

const en_mail_changed_hint = /** @type {(inputs: Mail_Changed_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`If you did not do this, reset your password right away from the sign-in page.`)
};

const es_mail_changed_hint = /** @type {(inputs: Mail_Changed_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Si no fuiste tú, cambia tu contraseña enseguida desde la página de inicio de sesión.`)
};

/**
* | output |
* | --- |
* | "If you did not do this, reset your password right away from the sign-in page." |
*
* @param {Mail_Changed_HintInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const mail_changed_hint = /** @type {((inputs?: Mail_Changed_HintInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Changed_HintInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_mail_changed_hint(inputs)
	return en_mail_changed_hint(inputs)
});