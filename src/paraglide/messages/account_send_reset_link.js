/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Account_Send_Reset_LinkInputs */

const en_account_send_reset_link = /** @type {(inputs: Account_Send_Reset_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Send Reset Link`)
};

const es_account_send_reset_link = /** @type {(inputs: Account_Send_Reset_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enviar el enlace`)
};

/**
* | output |
* | --- |
* | "Send Reset Link" |
*
* @param {Account_Send_Reset_LinkInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const account_send_reset_link = /** @type {((inputs?: Account_Send_Reset_LinkInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Send_Reset_LinkInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_account_send_reset_link(inputs)
	return en_account_send_reset_link(inputs)
});