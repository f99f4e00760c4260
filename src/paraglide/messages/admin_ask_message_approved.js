/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Ask_Message_ApprovedInputs */

const en_admin_ask_message_approved = /** @type {(inputs: Admin_Ask_Message_ApprovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Message Approved`)
};

const es_admin_ask_message_approved = /** @type {(inputs: Admin_Ask_Message_ApprovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mensaje aprobado`)
};

/**
* | output |
* | --- |
* | "Message Approved" |
*
* @param {Admin_Ask_Message_ApprovedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const admin_ask_message_approved = /** @type {((inputs?: Admin_Ask_Message_ApprovedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Ask_Message_ApprovedInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_ask_message_approved(inputs)
	return en_admin_ask_message_approved(inputs)
});