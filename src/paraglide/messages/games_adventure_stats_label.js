/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Games_Adventure_Stats_LabelInputs */

const en_games_adventure_stats_label = /** @type {(inputs: Games_Adventure_Stats_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your stats this level`)
};

const es_games_adventure_stats_label = /** @type {(inputs: Games_Adventure_Stats_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tus puntos de este nivel`)
};

/**
* | output |
* | --- |
* | "Your stats this level" |
*
* @param {Games_Adventure_Stats_LabelInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_adventure_stats_label = /** @type {((inputs?: Games_Adventure_Stats_LabelInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Games_Adventure_Stats_LabelInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_games_adventure_stats_label(inputs)
	return en_games_adventure_stats_label(inputs)
});