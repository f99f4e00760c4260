/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Groups_Invite_SentInputs */

const en_groups_invite_sent = /** @type {(inputs: Groups_Invite_SentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`If that address can sign in here, an invitation is on its way.`)
};

const es_groups_invite_sent = /** @type {(inputs: Groups_Invite_SentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Si esa dirección puede iniciar sesión aquí, le llegará una invitación.`)
};

/**
* | output |
* | --- |
* | "If that address can sign in here, an invitation is on its way." |
*
* @param {Groups_Invite_SentInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const groups_invite_sent = /** @type {((inputs?: Groups_Invite_SentInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Groups_Invite_SentInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_groups_invite_sent(inputs)
	return en_groups_invite_sent(inputs)
});