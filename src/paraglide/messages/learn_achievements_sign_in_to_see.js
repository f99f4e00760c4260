/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Learn_Achievements_Sign_In_To_SeeInputs */

const en_learn_achievements_sign_in_to_see = /** @type {(inputs: Learn_Achievements_Sign_In_To_SeeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`to see the achievements you have earned.`)
};

const es_learn_achievements_sign_in_to_see = /** @type {(inputs: Learn_Achievements_Sign_In_To_SeeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`para ver los logros que has ganado.`)
};

/**
* | output |
* | --- |
* | "to see the achievements you have earned." |
*
* @param {Learn_Achievements_Sign_In_To_SeeInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const learn_achievements_sign_in_to_see = /** @type {((inputs?: Learn_Achievements_Sign_In_To_SeeInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Learn_Achievements_Sign_In_To_SeeInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_learn_achievements_sign_in_to_see(inputs)
	return en_learn_achievements_sign_in_to_see(inputs)
});