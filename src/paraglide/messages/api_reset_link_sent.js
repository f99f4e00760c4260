/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Api_Reset_Link_SentInputs */

const en_api_reset_link_sent = /** @type {(inputs: Api_Reset_Link_SentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`If an account uses that email, we sent it a link to choose a new password.`)
};

const es_api_reset_link_sent = /** @type {(inputs: Api_Reset_Link_SentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Si alguna cuenta usa ese correo, le enviamos un enlace para elegir una nueva contraseña.`)
};

/**
* | output |
* | --- |
* | "If an account uses that email, we sent it a link to choose a new password." |
*
* @param {Api_Reset_Link_SentInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const api_reset_link_sent = /** @type {((inputs?: Api_Reset_Link_SentInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Api_Reset_Link_SentInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_api_reset_link_sent(inputs)
	return en_api_reset_link_sent(inputs)
});