/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Groups_Mail_Invite_HintInputs */

const en_groups_mail_invite_hint = /** @type {(inputs: Groups_Mail_Invite_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sign in with this e-mail address, then open the link within a week. If you do not know this group, ignore this e-mail.`)
};

const es_groups_mail_invite_hint = /** @type {(inputs: Groups_Mail_Invite_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inicia sesión con esta dirección de correo y abre el enlace antes de una semana. Si no conoces este grupo, ignora este correo.`)
};

/**
* | output |
* | --- |
* | "Sign in with this e-mail address, then open the link within a week. If you do not know this group, ignore this e-mail." |
*
* @param {Groups_Mail_Invite_HintInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const groups_mail_invite_hint = /** @type {((inputs?: Groups_Mail_Invite_HintInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Groups_Mail_Invite_HintInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_groups_mail_invite_hint(inputs)
	return en_groups_mail_invite_hint(inputs)
});