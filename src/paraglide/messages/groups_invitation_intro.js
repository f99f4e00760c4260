/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Groups_Invitation_IntroInputs */

const en_groups_invitation_intro = /** @type {(inputs: Groups_Invitation_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your child is invited to learn with our class at home this week!`)
};

const es_groups_invitation_intro = /** @type {(inputs: Groups_Invitation_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¡Tu hijo está invitado a aprender en casa con nuestra clase esta semana!`)
};

/**
* | output |
* | --- |
* | "Your child is invited to learn with our class at home this week!" |
*
* @param {Groups_Invitation_IntroInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const groups_invitation_intro = /** @type {((inputs?: Groups_Invitation_IntroInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Groups_Invitation_IntroInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_groups_invitation_intro(inputs)
	return en_groups_invitation_intro(inputs)
});