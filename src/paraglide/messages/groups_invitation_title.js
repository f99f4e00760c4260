/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Groups_Invitation_TitleInputs */

const en_groups_invitation_title = /** @type {(inputs: Groups_Invitation_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Class invitation`)
};

const es_groups_invitation_title = /** @type {(inputs: Groups_Invitation_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Invitación a la clase`)
};

/**
* | output |
* | --- |
* | "Class invitation" |
*
* @param {Groups_Invitation_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const groups_invitation_title = /** @type {((inputs?: Groups_Invitation_TitleInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Groups_Invitation_TitleInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_groups_invitation_title(inputs)
	return en_groups_invitation_title(inputs)
});