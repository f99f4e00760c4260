/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Ask_No_MessagesInputs */

const en_admin_ask_no_messages = /** @type {(inputs: Admin_Ask_No_MessagesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No messages waiting.`)
};

const es_admin_ask_no_messages = /** @type {(inputs: Admin_Ask_No_MessagesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No hay mensajes en espera.`)
};

/**
* | output |
* | --- |
* | "No messages waiting." |
*
* @param {Admin_Ask_No_MessagesInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const admin_ask_no_messages = /** @type {((inputs?: Admin_Ask_No_MessagesInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Ask_No_MessagesInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_ask_no_messages(inputs)
	return en_admin_ask_no_messages(inputs)
});