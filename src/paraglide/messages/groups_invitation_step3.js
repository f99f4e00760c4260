/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Groups_Invitation_Step3Inputs */

const en_groups_invitation_step3 = /** @type {(inputs: Groups_Invitation_Step3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Check what the leader will see (only the nickname, the picture and this class's assignments), then confirm.`)
};

const es_groups_invitation_step3 = /** @type {(inputs: Groups_Invitation_Step3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Revisa lo que verá quien dirige (solo el apodo, la imagen y las tareas de esta clase) y confirma.`)
};

/**
* | output |
* | --- |
* | "Check what the leader will see (only the nickname, the picture and this class's assignments), then confirm." |
*
* @param {Groups_Invitation_Step3Inputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const groups_invitation_step3 = /** @type {((inputs?: Groups_Invitation_Step3Inputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Groups_Invitation_Step3Inputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_groups_invitation_step3(inputs)
	return en_groups_invitation_step3(inputs)
});