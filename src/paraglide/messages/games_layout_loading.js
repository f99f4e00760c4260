/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Games_Layout_LoadingInputs */

const en_games_layout_loading = /** @type {(inputs: Games_Layout_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Getting your game ready...`)
};

const es_games_layout_loading = /** @type {(inputs: Games_Layout_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Preparando tu juego...`)
};

/**
* | output |
* | --- |
* | "Getting your game ready..." |
*
* @param {Games_Layout_LoadingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_layout_loading = /** @type {((inputs?: Games_Layout_LoadingInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Games_Layout_LoadingInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_games_layout_loading(inputs)
	return en_games_layout_loading(inputs)
});