/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Games_Matching_CelebrateInputs */

const en_games_matching_celebrate = /** @type {(inputs: Games_Matching_CelebrateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You matched them all!`)
};

const es_games_matching_celebrate = /** @type {(inputs: Games_Matching_CelebrateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¡Las juntaste todas!`)
};

/**
* | output |
* | --- |
* | "You matched them all!" |
*
* @param {Games_Matching_CelebrateInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_matching_celebrate = /** @type {((inputs?: Games_Matching_CelebrateInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Games_Matching_CelebrateInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_games_matching_celebrate(inputs)
	return en_games_matching_celebrate(inputs)
});