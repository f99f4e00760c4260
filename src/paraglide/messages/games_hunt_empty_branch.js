/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ description: NonNullable<unknown> }} Games_Hunt_Empty_BranchInputs */

const en_games_hunt_empty_branch = /** @type {(inputs: Games_Hunt_Empty_BranchInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Empty branch: ${i?.description}`)
};

const es_games_hunt_empty_branch = /** @type {(inputs: Games_Hunt_Empty_BranchInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Rama vacía: ${i?.description}`)
};

/**
* | output |
* | --- |
* | "Empty branch: {description}" |
*
* @param {Games_Hunt_Empty_BranchInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_hunt_empty_branch = /** @type {((inputs: Games_Hunt_Empty_BranchInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Games_Hunt_Empty_BranchInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_games_hunt_empty_branch(inputs)
	return en_games_hunt_empty_branch(inputs)
});