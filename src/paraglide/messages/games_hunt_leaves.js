/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Games_Hunt_LeavesInputs */

const en_games_hunt_leaves = /** @type {(inputs: Games_Hunt_LeavesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Leaves`)
};

const es_games_hunt_leaves = /** @type {(inputs: Games_Hunt_LeavesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hojas`)
};

/**
* | output |
* | --- |
* | "Leaves" |
*
* @param {Games_Hunt_LeavesInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_hunt_leaves = /** @type {((inputs?: Games_Hunt_LeavesInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Games_Hunt_LeavesInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_games_hunt_leaves(inputs)
	return en_games_hunt_leaves(inputs)
});