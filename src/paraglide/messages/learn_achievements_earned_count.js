/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ earned: NonNullable<unknown>, count: NonNullable<unknown> }} Learn_Achievements_Earned_CountInputs */

const en_learn_achievements_earned_count = /** @type {(inputs: Learn_Achievements_Earned_CountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.earned} of ${i?.count}`)
};

const es_learn_achievements_earned_count = /** @type {(inputs: Learn_Achievements_Earned_CountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.earned} de ${i?.count}`)
};

/**
* | output |
* | --- |
* | "{earned} of {count}" |
*
* @param {Learn_Achievements_Earned_CountInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const learn_achievements_earned_count = /** @type {((inputs: Learn_Achievements_Earned_CountInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Learn_Achievements_Earned_CountInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_learn_achievements_earned_count(inputs)
	return en_learn_achievements_earned_count(inputs)
});