/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ percent: NonNullable<unknown> }} Learn_Achievements_PercentInputs */

const en_learn_achievements_percent = /** @type {(inputs: Learn_Achievements_PercentInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.percent}% of all achievements`)
};

const es_learn_achievements_percent = /** @type {(inputs: Learn_Achievements_PercentInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.percent} % de todos los logros`)
};

/**
* | output |
* | --- |
* | "{percent}% of all achievements" |
*
* @param {Learn_Achievements_PercentInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const learn_achievements_percent = /** @type {((inputs: Learn_Achievements_PercentInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Learn_Achievements_PercentInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_learn_achievements_percent(inputs)
	return en_learn_achievements_percent(inputs)
});