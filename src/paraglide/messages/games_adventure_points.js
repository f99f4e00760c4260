/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ points: NonNullable<unknown> }} Games_Adventure_PointsInputs */

const en_games_adventure_points = /** @type {(inputs: Games_Adventure_PointsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`+${i?.points} points`)
};

const es_games_adventure_points = /** @type {(inputs: Games_Adventure_PointsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`+${i?.points} puntos`)
};

/**
* | output |
* | --- |
* | "+{points} points" |
*
* @param {Games_Adventure_PointsInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_adventure_points = /** @type {((inputs: Games_Adventure_PointsInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Games_Adventure_PointsInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_games_adventure_points(inputs)
	return en_games_adventure_points(inputs)
});