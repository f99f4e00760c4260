/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Games_Index_Banner_TextInputs */

const en_games_index_banner_text = /** @type {(inputs: Games_Index_Banner_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Upgrade to Premium to play every game and keep learning.`)
};

const es_games_index_banner_text = /** @type {(inputs: Games_Index_Banner_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pásate a Premium para jugar todos los juegos y seguir aprendiendo.`)
};

/**
* | output |
* | --- |
* | "Upgrade to Premium to play every game and keep learning." |
*
* @param {Games_Index_Banner_TextInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_index_banner_text = /** @type {((inputs?: Games_Index_Banner_TextInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Games_Index_Banner_TextInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_games_index_banner_text(inputs)
	return en_games_index_banner_text(inputs)
});