/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Truth_Challenges_LeadInputs */

const en_home_truth_challenges_lead = /** @type {(inputs: Home_Truth_Challenges_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Keep it real, go on a Truth Quest, master memory verses and collect achievements.`)
};

const es_home_truth_challenges_lead = /** @type {(inputs: Home_Truth_Challenges_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sé auténtico, sal en busca de la verdad, aprende versículos de memoria y gana logros.`)
};

/**
* | output |
* | --- |
* | "Keep it real, go on a Truth Quest, master memory verses and collect achievements." |
*
* @param {Home_Truth_Challenges_LeadInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const home_truth_challenges_lead = /** @type {((inputs?: Home_Truth_Challenges_LeadInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Truth_Challenges_LeadInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_home_truth_challenges_lead(inputs)
	return en_home_truth_challenges_lead(inputs)
});