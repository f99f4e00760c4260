/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Learn_Streak_TitleInputs */

const en_learn_streak_title = /** @type {(inputs: Learn_Streak_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`My Streak`)
};

const es_learn_streak_title = /** @type {(inputs: Learn_Streak_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mi racha`)
};

/**
* | output |
* | --- |
* | "My Streak" |
*
* @param {Learn_Streak_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const learn_streak_title = /** @type {((inputs?: Learn_Streak_TitleInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Learn_Streak_TitleInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_learn_streak_title(inputs)
	return en_learn_streak_title(inputs)
});