/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Api_Password_ChangedInputs */

const en_api_password_changed = /** @type {(inputs: Api_Password_ChangedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your password was changed. Other devices were signed out.`)
};

const es_api_password_changed = /** @type {(inputs: Api_Password_ChangedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tu contraseña se cambió. Se cerró la sesión en los demás dispositivos.`)
};

/**
* | output |
* | --- |
* | "Your password was changed. Other devices were signed out." |
*
* @param {Api_Password_ChangedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const api_password_changed = /** @type {((inputs?: Api_Password_ChangedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Api_Password_ChangedInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_api_password_changed(inputs)
	return en_api_password_changed(inputs)
});