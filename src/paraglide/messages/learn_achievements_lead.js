/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Learn_Achievements_LeadInputs */

const en_learn_achievements_lead = /** @type {(inputs: Learn_Achievements_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Read, play, remember and share: every step of your journey earns something special.`)
};

const es_learn_achievements_lead = /** @type {(inputs: Learn_Achievements_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lee, juega, recuerda y comparte: cada paso de tu camino te da algo especial.`)
};

/**
* | output |
* | --- |
* | "Read, play, remember and share: every step of your journey earns something special." |
*
* @param {Learn_Achievements_LeadInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const learn_achievements_lead = /** @type {((inputs?: Learn_Achievements_LeadInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Learn_Achievements_LeadInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_learn_achievements_lead(inputs)
	return en_learn_achievements_lead(inputs)
});