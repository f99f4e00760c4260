/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Api_Many_Mails_SentInputs */

const en_api_many_mails_sent = /** @type {(inputs: Api_Many_Mails_SentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We already sent several e-mails to this address.`)
};

const es_api_many_mails_sent = /** @type {(inputs: Api_Many_Mails_SentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ya enviamos varios correos a esta dirección.`)
};

/**
* | output |
* | --- |
* | "We already sent several e-mails to this address." |
*
* @param {Api_Many_Mails_SentInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const api_many_mails_sent = /** @type {((inputs?: Api_Many_Mails_SentInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Api_Many_Mails_SentInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_api_many_mails_sent(inputs)
	return en_api_many_mails_sent(inputs)
});