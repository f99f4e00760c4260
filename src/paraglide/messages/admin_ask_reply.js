/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Ask_ReplyInputs */

const en_admin_ask_reply = /** @type {(inputs: Admin_Ask_ReplyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reply`)
};

const es_admin_ask_reply = /** @type {(inputs: Admin_Ask_ReplyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Contestación`)
};

/**
* | output |
* | --- |
* | "Reply" |
*
* @param {Admin_Ask_ReplyInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const admin_ask_reply = /** @type {((inputs?: Admin_Ask_ReplyInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Ask_ReplyInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_ask_reply(inputs)
	return en_admin_ask_reply(inputs)
});