/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Groups_Invitation_Step2Inputs */

const en_groups_invitation_step2 = /** @type {(inputs: Groups_Invitation_Step2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Under "Class groups", choose your child and enter the code above.`)
};

const es_groups_invitation_step2 = /** @type {(inputs: Groups_Invitation_Step2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`En «Grupos de clase», elige a tu hijo y escribe el código de arriba.`)
};

/**
* | output |
* | --- |
* | "Under \"Class groups\", choose your child and enter the code above." |
*
* @param {Groups_Invitation_Step2Inputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const groups_invitation_step2 = /** @type {((inputs?: Groups_Invitation_Step2Inputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Groups_Invitation_Step2Inputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_groups_invitation_step2(inputs)
	return en_groups_invitation_step2(inputs)
});