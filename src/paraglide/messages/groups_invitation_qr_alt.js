/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Groups_Invitation_Qr_AltInputs */

const en_groups_invitation_qr_alt = /** @type {(inputs: Groups_Invitation_Qr_AltInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`QR code that opens the Family page with this group's code filled in`)
};

const es_groups_invitation_qr_alt = /** @type {(inputs: Groups_Invitation_Qr_AltInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Código QR que abre la página de la familia con el código de este grupo ya escrito`)
};

/**
* | output |
* | --- |
* | "QR code that opens the Family page with this group's code filled in" |
*
* @param {Groups_Invitation_Qr_AltInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const groups_invitation_qr_alt = /** @type {((inputs?: Groups_Invitation_Qr_AltInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Groups_Invitation_Qr_AltInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_groups_invitation_qr_alt(inputs)
	return en_groups_invitation_qr_alt(inputs)
});