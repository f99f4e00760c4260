/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ fruit: NonNullable<unknown>, description: NonNullable<unknown> }} Games_Hunt_Branch_WithInputs */

const en_games_hunt_branch_with = /** @type {(inputs: Games_Hunt_Branch_WithInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Branch with ${i?.fruit}: ${i?.description}`)
};

const es_games_hunt_branch_with = /** @type {(inputs: Games_Hunt_Branch_WithInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Rama con ${i?.fruit}: ${i?.description}`)
};

/**
* | output |
* | --- |
* | "Branch with {fruit}: {description}" |
*
* @param {Games_Hunt_Branch_WithInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_hunt_branch_with = /** @type {((inputs: Games_Hunt_Branch_WithInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Games_Hunt_Branch_WithInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_games_hunt_branch_with(inputs)
	return en_games_hunt_branch_with(inputs)
});