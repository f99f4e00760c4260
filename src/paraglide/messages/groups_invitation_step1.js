/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Groups_Invitation_Step1Inputs */

const en_groups_invitation_step1 = /** @type {(inputs: Groups_Invitation_Step1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sign in on this site as the parent and open your Family page (or scan the QR code).`)
};

const es_groups_invitation_step1 = /** @type {(inputs: Groups_Invitation_Step1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inicia sesión en este sitio como madre, padre o tutor y abre tu página de la familia (o escanea el código QR).`)
};

/**
* | output |
* | --- |
* | "Sign in on this site as the parent and open your Family page (or scan the QR code)." |
*
* @param {Groups_Invitation_Step1Inputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const groups_invitation_step1 = /** @type {((inputs?: Groups_Invitation_Step1Inputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Groups_Invitation_Step1Inputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_groups_invitation_step1(inputs)
	return en_groups_invitation_step1(inputs)
});