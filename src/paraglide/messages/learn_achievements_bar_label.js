/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Learn_Achievements_Bar_LabelInputs */

const en_learn_achievements_bar_label = /** @type {(inputs: Learn_Achievements_Bar_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Achievements earned`)
};

const es_learn_achievements_bar_label = /** @type {(inputs: Learn_Achievements_Bar_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Logros ganados`)
};

/**
* | output |
* | --- |
* | "Achievements earned" |
*
* @param {Learn_Achievements_Bar_LabelInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const learn_achievements_bar_label = /** @type {((inputs?: Learn_Achievements_Bar_LabelInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Learn_Achievements_Bar_LabelInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_learn_achievements_bar_label(inputs)
	return en_learn_achievements_bar_label(inputs)
});