/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Games_Matching_Well_DoneInputs */

const en_games_matching_well_done = /** @type {(inputs: Games_Matching_Well_DoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`🎉 Well done!`)
};

const es_games_matching_well_done = /** @type {(inputs: Games_Matching_Well_DoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`🎉 ¡Muy bien!`)
};

/**
* | output |
* | --- |
* | "🎉 Well done!" |
*
* @param {Games_Matching_Well_DoneInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_matching_well_done = /** @type {((inputs?: Games_Matching_Well_DoneInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Games_Matching_Well_DoneInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_games_matching_well_done(inputs)
	return en_games_matching_well_done(inputs)
});