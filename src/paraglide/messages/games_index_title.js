/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Games_Index_TitleInputs */

const en_games_index_title = /** @type {(inputs: Games_Index_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bible Games`)
};

const es_games_index_title = /** @type {(inputs: Games_Index_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Juegos bíblicos`)
};

/**
* | output |
* | --- |
* | "Bible Games" |
*
* @param {Games_Index_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_index_title = /** @type {((inputs?: Games_Index_TitleInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Games_Index_TitleInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_games_index_title(inputs)
	return en_games_index_title(inputs)
});