/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Account_Sign_Out_Everywhere_TextInputs */

const en_account_sign_out_everywhere_text = /** @type {(inputs: Account_Sign_Out_Everywhere_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Signs this account out on every device, this one too. Browsers that signed in before also lose their protection from the lock after many wrong passwords, until they sign in again.`)
};

const es_account_sign_out_everywhere_text = /** @type {(inputs: Account_Sign_Out_Everywhere_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cierra la sesión de esta cuenta en todos los dispositivos, también en este. Los navegadores que ya habían iniciado sesión pierden además su protección contra el bloqueo por muchas contraseñas incorrectas, hasta que vuelvan a iniciar sesión.`)
};

/**
* | output |
* | --- |
* | "Signs this account out on every device, this one too. Browsers that signed in before also lose their protection from the lock after many wrong passwords, unt..." |
*
* @param {Account_Sign_Out_Everywhere_TextInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const account_sign_out_everywhere_text = /** @type {((inputs?: Account_Sign_Out_Everywhere_TextInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Sign_Out_Everywhere_TextInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_account_sign_out_everywhere_text(inputs)
	return en_account_sign_out_everywhere_text(inputs)
});