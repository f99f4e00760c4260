/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Streak_TitleInputs */

const en_home_streak_title = /** @type {(inputs: Home_Streak_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`My streak`)
};

const es_home_streak_title = /** @type {(inputs: Home_Streak_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mi racha`)
};

/**
* | output |
* | --- |
* | "My streak" |
*
* @param {Home_Streak_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const home_streak_title = /** @type {((inputs?: Home_Streak_TitleInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Streak_TitleInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_home_streak_title(inputs)
	return en_home_streak_title(inputs)
});