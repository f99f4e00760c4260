/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Games_Locked_IncludedInputs */

const en_games_locked_included = /** @type {(inputs: Games_Locked_IncludedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Included in the Premium plan.`)
};

const es_games_locked_included = /** @type {(inputs: Games_Locked_IncludedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Viene con el plan Premium.`)
};

/**
* | output |
* | --- |
* | "Included in the Premium plan." |
*
* @param {Games_Locked_IncludedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_locked_included = /** @type {((inputs?: Games_Locked_IncludedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Games_Locked_IncludedInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_games_locked_included(inputs)
	return en_games_locked_included(inputs)
});