/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Groups_Print_InvitationInputs */

const en_groups_print_invitation = /** @type {(inputs: Groups_Print_InvitationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Print the invitation`)
};

const es_groups_print_invitation = /** @type {(inputs: Groups_Print_InvitationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Imprimir la invitación`)
};

/**
* | output |
* | --- |
* | "Print the invitation" |
*
* @param {Groups_Print_InvitationInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const groups_print_invitation = /** @type {((inputs?: Groups_Print_InvitationInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Groups_Print_InvitationInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_groups_print_invitation(inputs)
	return en_groups_print_invitation(inputs)
});