/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Section_Truth_ChallengesInputs */

const en_home_section_truth_challenges = /** @type {(inputs: Home_Section_Truth_ChallengesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Truth Challenges`)
};

const es_home_section_truth_challenges = /** @type {(inputs: Home_Section_Truth_ChallengesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Desafíos de la verdad`)
};

/**
* | output |
* | --- |
* | "Truth Challenges" |
*
* @param {Home_Section_Truth_ChallengesInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const home_section_truth_challenges = /** @type {((inputs?: Home_Section_Truth_ChallengesInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Section_Truth_ChallengesInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_home_section_truth_challenges(inputs)
	return en_home_section_truth_challenges(inputs)
});