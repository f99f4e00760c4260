/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Groups_Invitation_DescriptionInputs */

const en_groups_invitation_description = /** @type {(inputs: Groups_Invitation_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A printable invitation for parents to join their children to a class group.`)
};

const es_groups_invitation_description = /** @type {(inputs: Groups_Invitation_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Una invitación para imprimir con la que las familias unen a sus hijos a un grupo de clase.`)
};

/**
* | output |
* | --- |
* | "A printable invitation for parents to join their children to a class group." |
*
* @param {Groups_Invitation_DescriptionInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const groups_invitation_description = /** @type {((inputs?: Groups_Invitation_DescriptionInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Groups_Invitation_DescriptionInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_groups_invitation_description(inputs)
	return en_groups_invitation_description(inputs)
});