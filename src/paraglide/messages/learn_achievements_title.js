/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Learn_Achievements_TitleInputs */

const en_learn_achievements_title = /** @type {(inputs: Learn_Achievements_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Achievements`)
};

const es_learn_achievements_title = /** @type {(inputs: Learn_Achievements_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Logros`)
};

/**
* | output |
* | --- |
* | "Achievements" |
*
* @param {Learn_Achievements_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const learn_achievements_title = /** @type {((inputs?: Learn_Achievements_TitleInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Learn_Achievements_TitleInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_learn_achievements_title(inputs)
	return en_learn_achievements_title(inputs)
});