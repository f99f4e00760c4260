/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Mail_Exists_HintInputs */

const en_mail_exists_hint = /** @type {(inputs: Mail_Exists_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You can sign in as usual. If you forgot your password, you can choose a new one from the sign-in page.`)
};

const es_mail_exists_hint = /** @type {(inputs: Mail_Exists_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Puedes iniciar sesión como siempre. Si olvidaste tu contraseña, puedes elegir una nueva desde la página de inicio de sesión.`)
};

/**
* | output |
* | --- |
* | "You can sign in as usual. If you forgot your password, you can choose a new one from the sign-in page." |
*
* @param {Mail_Exists_HintInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const mail_exists_hint = /** @type {((inputs?: Mail_Exists_HintInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Exists_HintInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_mail_exists_hint(inputs)
	return en_mail_exists_hint(inputs)
});