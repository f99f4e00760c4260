/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ date: NonNullable<unknown> }} Learn_Achievements_Earned_OnInputs */

const en_learn_achievements_earned_on = /** @type {(inputs: Learn_Achievements_Earned_OnInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`✅ Earned ${i?.date}`)
};

const es_learn_achievements_earned_on = /** @type {(inputs: Learn_Achievements_Earned_OnInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`✅ Ganado el ${i?.date}`)
};

/**
* | output |
* | --- |
* | "✅ Earned {date}" |
*
* @param {Learn_Achievements_Earned_OnInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const learn_achievements_earned_on = /** @type {((inputs: Learn_Achievements_Earned_OnInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Learn_Achievements_Earned_OnInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_learn_achievements_earned_on(inputs)
	return en_learn_achievements_earned_on(inputs)
});