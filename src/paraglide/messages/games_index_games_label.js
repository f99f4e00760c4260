/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Games_Index_Games_LabelInputs */

const en_games_index_games_label = /** @type {(inputs: Games_Index_Games_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Games`)
};

const es_games_index_games_label = /** @type {(inputs: Games_Index_Games_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Juegos`)
};

/**
* | output |
* | --- |
* | "Games" |
*
* @param {Games_Index_Games_LabelInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_index_games_label = /** @type {((inputs?: Games_Index_Games_LabelInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Games_Index_Games_LabelInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_games_index_games_label(inputs)
	return en_games_index_games_label(inputs)
});