/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Learn_Lock_More_ChallengesInputs */

const en_learn_lock_more_challenges = /** @type {(inputs: Learn_Lock_More_ChallengesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Upgrade for More Challenges`)
};

const es_learn_lock_more_challenges = /** @type {(inputs: Learn_Lock_More_ChallengesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mejora tu plan para más retos`)
};

/**
* | output |
* | --- |
* | "Upgrade for More Challenges" |
*
* @param {Learn_Lock_More_ChallengesInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const learn_lock_more_challenges = /** @type {((inputs?: Learn_Lock_More_ChallengesInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Learn_Lock_More_ChallengesInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_learn_lock_more_challenges(inputs)
	return en_learn_lock_more_challenges(inputs)
});