/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Learn_Challenges_LeadInputs */

const en_learn_challenges_lead = /** @type {(inputs: Learn_Challenges_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Keep it real, go on a Truth Quest, master memory verses and collect achievements. Pick a challenge!`)
};

const es_learn_challenges_lead = /** @type {(inputs: Learn_Challenges_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cuenta historias de verdad, sal a la Misión Verdad, aprende versículos de memoria y colecciona logros. ¡Elige un reto!`)
};

/**
* | output |
* | --- |
* | "Keep it real, go on a Truth Quest, master memory verses and collect achievements. Pick a challenge!" |
*
* @param {Learn_Challenges_LeadInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const learn_challenges_lead = /** @type {((inputs?: Learn_Challenges_LeadInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Learn_Challenges_LeadInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_learn_challenges_lead(inputs)
	return en_learn_challenges_lead(inputs)
});