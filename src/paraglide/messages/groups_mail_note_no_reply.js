/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Groups_Mail_Note_No_ReplyInputs */

const en_groups_mail_note_no_reply = /** @type {(inputs: Groups_Mail_Note_No_ReplyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`To answer the leader, please use your own way of reaching them: this site shares no addresses.`)
};

const es_groups_mail_note_no_reply = /** @type {(inputs: Groups_Mail_Note_No_ReplyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Para responder a quien dirige el grupo, usa tu propia forma de contactarle: este sitio no comparte direcciones.`)
};

/**
* | output |
* | --- |
* | "To answer the leader, please use your own way of reaching them: this site shares no addresses." |
*
* @param {Groups_Mail_Note_No_ReplyInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const groups_mail_note_no_reply = /** @type {((inputs?: Groups_Mail_Note_No_ReplyInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Groups_Mail_Note_No_ReplyInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_groups_mail_note_no_reply(inputs)
	return en_groups_mail_note_no_reply(inputs)
});