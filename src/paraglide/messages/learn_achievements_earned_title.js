/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Learn_Achievements_Earned_TitleInputs */

const en_learn_achievements_earned_title = /** @type {(inputs: Learn_Achievements_Earned_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Achievements Earned`)
};

const es_learn_achievements_earned_title = /** @type {(inputs: Learn_Achievements_Earned_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Logros ganados`)
};

/**
* | output |
* | --- |
* | "Achievements Earned" |
*
* @param {Learn_Achievements_Earned_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const learn_achievements_earned_title = /** @type {((inputs?: Learn_Achievements_Earned_TitleInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Learn_Achievements_Earned_TitleInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_learn_achievements_earned_title(inputs)
	return en_learn_achievements_earned_title(inputs)
});