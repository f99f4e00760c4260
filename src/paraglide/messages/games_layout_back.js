/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Games_Layout_BackInputs */

const en_games_layout_back = /** @type {(inputs: Games_Layout_BackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`← Back to Games`)
};

const es_games_layout_back = /** @type {(inputs: Games_Layout_BackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`← Volver a los juegos`)
};

/**
* | output |
* | --- |
* | "← Back to Games" |
*
* @param {Games_Layout_BackInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_layout_back = /** @type {((inputs?: Games_Layout_BackInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Games_Layout_BackInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_games_layout_back(inputs)
	return en_games_layout_back(inputs)
});