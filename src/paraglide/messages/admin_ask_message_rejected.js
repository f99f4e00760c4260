/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Ask_Message_RejectedInputs */

const en_admin_ask_message_rejected = /** @type {(inputs: Admin_Ask_Message_RejectedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Message Not Approved`)
};

const es_admin_ask_message_rejected = /** @type {(inputs: Admin_Ask_Message_RejectedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mensaje no aprobado`)
};

/**
* | output |
* | --- |
* | "Message Not Approved" |
*
* @param {Admin_Ask_Message_RejectedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const admin_ask_message_rejected = /** @type {((inputs?: Admin_Ask_Message_RejectedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Ask_Message_RejectedInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_ask_message_rejected(inputs)
	return en_admin_ask_message_rejected(inputs)
});