/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Groups_Invite_LabelInputs */

const en_groups_invite_label = /** @type {(inputs: Groups_Invite_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Invite a co-leader by e-mail`)
};

const es_groups_invite_label = /** @type {(inputs: Groups_Invite_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Invitar a un colíder por correo`)
};

/**
* | output |
* | --- |
* | "Invite a co-leader by e-mail" |
*
* @param {Groups_Invite_LabelInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const groups_invite_label = /** @type {((inputs?: Groups_Invite_LabelInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Groups_Invite_LabelInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_groups_invite_label(inputs)
	return en_groups_invite_label(inputs)
});