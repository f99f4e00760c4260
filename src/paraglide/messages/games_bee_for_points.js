/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ points: NonNullable<unknown> }} Games_Bee_For_PointsInputs */

const en_games_bee_for_points = /** @type {(inputs: Games_Bee_For_PointsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`For ${i?.points} points`)
};

const es_games_bee_for_points = /** @type {(inputs: Games_Bee_For_PointsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Por ${i?.points} puntos`)
};

/**
* | output |
* | --- |
* | "For {points} points" |
*
* @param {Games_Bee_For_PointsInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_bee_for_points = /** @type {((inputs: Games_Bee_For_PointsInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Games_Bee_For_PointsInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_games_bee_for_points(inputs)
	return en_games_bee_for_points(inputs)
});