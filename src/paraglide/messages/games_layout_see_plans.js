/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Games_Layout_See_PlansInputs */

const en_games_layout_see_plans = /** @type {(inputs: Games_Layout_See_PlansInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`See the plans`)
};

const es_games_layout_see_plans = /** @type {(inputs: Games_Layout_See_PlansInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ver los planes`)
};

/**
* | output |
* | --- |
* | "See the plans" |
*
* @param {Games_Layout_See_PlansInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_layout_see_plans = /** @type {((inputs?: Games_Layout_See_PlansInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Games_Layout_See_PlansInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_games_layout_see_plans(inputs)
	return en_games_layout_see_plans(inputs)
});