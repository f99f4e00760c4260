/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Games_Layout_HomeInputs */

const en_games_layout_home = /** @type {(inputs: Games_Layout_HomeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`🏠 Home`)
};

const es_games_layout_home = /** @type {(inputs: Games_Layout_HomeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`🏠 Inicio`)
};

/**
* | output |
* | --- |
* | "🏠 Home" |
*
* @param {Games_Layout_HomeInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_layout_home = /** @type {((inputs?: Games_Layout_HomeInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Games_Layout_HomeInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_games_layout_home(inputs)
	return en_games_layout_home(inputs)
});