/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Learn_Achievements_Your_ProgressInputs */

const en_learn_achievements_your_progress = /** @type {(inputs: Learn_Achievements_Your_ProgressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your progress`)
};

const es_learn_achievements_your_progress = /** @type {(inputs: Learn_Achievements_Your_ProgressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tu progreso`)
};

/**
* | output |
* | --- |
* | "Your progress" |
*
* @param {Learn_Achievements_Your_ProgressInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const learn_achievements_your_progress = /** @type {((inputs?: Learn_Achievements_Your_ProgressInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Learn_Achievements_Your_ProgressInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_learn_achievements_your_progress(inputs)
	return en_learn_achievements_your_progress(inputs)
});